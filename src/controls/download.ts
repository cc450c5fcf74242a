/** Offers what `url` (of this origin) answers as a file download. */
export function downloadUrl(fileName: string, url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** Offers `text` to the visitor as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(fileName, url);
  // The click has started the download; the URL may go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
