import fs from 'node:fs/promises';

/** The embedded database is in use by a live process (a server, a backup, a migration). */
export class DatabaseInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<directory>.lock` (DATA_DIR/pglite.lock) for this process and answers its release.
 * PGlite has one owner and nothing of its own stops a second one: its postmaster.pid holds no real
 * process id, and a second PGlite opens the same files and corrupts them. A lock left by a process
 * that is gone (a crash, a kill -9) is taken over.
 */
export async function lockDataDirectory(directory: string): Promise<() => Promise<void>> {
  const file = `${directory}.lock`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new DatabaseInUseError(
        `the embedded database in ${directory} is in use by process ${pid}` +
          `${pid === process.pid ? ' (this one)' : ''}: stop the server first ` +
          `(if no such process is Yonder, delete ${file})`,
      );
    }
    await fs.rm(file, { force: true });
  }
}
