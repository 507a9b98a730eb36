"""The card database: model, loading, name resolution and import."""
