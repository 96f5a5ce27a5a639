/** Hands a Blob to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the download has started from the URL by now; a later revoke keeps slow browsers safe
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
