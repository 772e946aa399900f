// Saves text the app made as a file on the visitor's device: a Blob behind a
// temporary object URL, and a link with `download` pressed for them.

/** Long enough for any browser to have started the download before the URL goes. */
const URL_LIFETIME_MS = 40_000;

export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Until revoked, the URL keeps the Blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
