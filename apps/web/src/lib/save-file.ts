/** Hands a downloaded file (an export) to the browser, to be saved under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
