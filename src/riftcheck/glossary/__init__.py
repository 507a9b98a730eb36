"""The Thai/English glossary: loading, Thai text normalisation and search."""
