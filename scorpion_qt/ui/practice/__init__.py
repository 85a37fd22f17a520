"""Practice games: a lost game tried again from its turning point, never counted."""
