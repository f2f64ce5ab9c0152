export const root: string;
export function run(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string },
): string;
export function pack(label: string): string;
export function consumer(
  label: string,
  files?: Record<string, string>,
  options?: { type?: 'module' | 'commonjs'; tarball?: string },
): { dir: string; tarball: string };
export function node(dir: string, file: string, args?: readonly string[]): string;
export const tscPaths: Record<'typescript7' | 'typescript6' | 'typescript59', string>;
export function typescript54(): string | undefined;
export function deno(): string | undefined;
