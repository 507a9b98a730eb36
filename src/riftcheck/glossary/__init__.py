"""The Thai/English glossaries of every game: the store and its prebuilt cache, keyboard layouts,
the search tiers and what a look-up shows (its rendering data and its terminal form).

May import: riftcheck.games (a term's card count, through a game's card data) and riftcheck.engine;
never the reporters, the API, the command line or the desk.
"""
