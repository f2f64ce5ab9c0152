export const chromiumPath: string;
export const chromiumArgs: string[];
export function inCI(): boolean;
export const chromiumMissingText: string;
export function findChromium(): boolean;
export function serve(
  root: string,
  policyFor: (path: string) => string,
  headersFor?: (path: string) => Record<string, string>,
): Promise<{ origin: string; close(): Promise<void> }>;
export function page(script: string, options?: { module?: boolean }): string;
