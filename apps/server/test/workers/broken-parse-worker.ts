// A parse worker whose parser fails to load (a broken install): it dies as it loads.
throw new Error('cannot load the parser');
