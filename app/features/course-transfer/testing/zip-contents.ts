// For tests: every file of a ZIP (as the export wrote it) by name, read with yauzl.
import yauzl from "yauzl";

export async function zipContents(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { autoClose: false });
  const files = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    const stream = await file.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  file.close();
  return files;
}
