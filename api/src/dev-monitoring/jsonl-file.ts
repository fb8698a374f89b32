import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';

export interface JsonlFile {
  append(record: unknown): Promise<void>;
  readonly path: string;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/**
 * One JSON value per line, appended in arrival order. Bounded: when a line would take the file
 * past `maxBytes`, the file becomes `<name>.1` (replacing the older one) and a new file starts,
 * so a flood fills at most twice `maxBytes` on disk.
 */
export function createJsonlFile(options: { file: string; maxBytes: number }): JsonlFile {
  let queue: Promise<void> = Promise.resolve();
  const write = async (line: string) => {
    await mkdir(path.dirname(options.file), { recursive: true });
    const size = await sizeOf(options.file);
    if (size > 0 && size + Buffer.byteLength(line) > options.maxBytes) {
      await rename(options.file, `${options.file}.1`);
    }
    await appendFile(options.file, line, { mode: 0o600 });
  };
  return {
    path: options.file,
    append(record) {
      const line = `${JSON.stringify(record)}\n`;
      // One write at a time: the size check and the append must not interleave.
      const done = queue.then(() => write(line));
      queue = done.catch(() => undefined);
      return done;
    },
  };
}
