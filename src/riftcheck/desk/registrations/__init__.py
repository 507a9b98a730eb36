"""The registration app: events, players' registrations and every list they submitted."""
