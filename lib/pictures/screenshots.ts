// The screenshots `npm run screenshots` made, with their sizes in CSS pixels (the files are 2x).
import record from './screenshots.json';

export function screenshotSize(name: string): { width: number; height: number } {
  const size = (record.sizes as Record<string, { width: number; height: number }>)[name];
  if (!size)
    throw new Error(
      `No screenshot "${name}": run npm run screenshots, or use one of ${Object.keys(record.sizes).join(', ')}`,
    );
  return size;
}
