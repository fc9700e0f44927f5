/** Offers `text` as a file download named `name`, from memory: nothing goes to a server. */
export const downloadText = (text: string, name: string, type = 'application/x-ndjson'): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
};
