// Saves text the API produced (CSV exports) as a file in the browser's downloads.

export function saveTextFile(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'produtos-2026-11-25.csv': the prefix and the day in Brazil (UTC−3). */
export function datedFileName(prefix: string, now: Date, extension = 'csv'): string {
  return `${prefix}-${new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10)}.${extension}`;
}
