// A parse worker whose parser fails to load (a broken install): it dies before saying ready.
throw new Error('cannot load the parser');
