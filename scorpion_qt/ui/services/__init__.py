"""Background services the window uses: the store's thread, the solver's worker, the online
client, one instance per data folder, sound, settings, translations and bundled files.
"""
