export const chromiumPath: string;
export const chromiumArgs: string[];
export function ensureChromium(): boolean;
export function serve(
  root: string,
  policyFor: (path: string) => string,
): Promise<{ origin: string; close(): Promise<void> }>;
export function page(script: string, options?: { module?: boolean }): string;
