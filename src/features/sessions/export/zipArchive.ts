/**
 * A zip archive that never holds its entries' bytes: each entry becomes a Blob as soon as it is added (the browser
 * keeps a Blob's data outside the page's and the worker's memory), and the archive is a Blob composed of the headers
 * and those Blobs, without copying them. Entries are stored (the export's workbooks, compressed already: what JSZip's
 * STORE did, without its copies of the whole archive at the end, when the 50-session export peaked above 1 GB of
 * renderer memory) or deflated as they are produced (the parts of a workbook, ./workbook.ts: deflate()).
 * The classic format (PKWARE's APPNOTE 6.3, without ZIP64): up to 65,535 entries and 4 GiB.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 1.0 suffices for stored entries, 2.0 for deflated ones; 2.0 is "made by" a writer that knows UTF-8 names. */
const VERSION_STORED = 10;
const VERSION_DEFLATED = 20;
const VERSION_MADE_BY = 20;
/** General purpose flag bit 11: the entry's name is UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

export const ZIP_MIME = 'application/zip';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of the zip format (IEEE 802.3), of bytes that follow those whose CRC is `previous`. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** An entry's data compressed with raw deflate, with the CRC and size of what was compressed. */
export interface DeflatedData {
  crc: number;
  size: number;
  data: Blob;
}

/**
 * Deflates text as it is produced, one chunk at a time: only the compressed output is kept, as a Blob. The
 * browser's CompressionStream does the work (native code, and it waits for each chunk to be taken).
 */
export async function deflate(chunks: Iterable<string>): Promise<DeflatedData> {
  const stream = new CompressionStream('deflate-raw');
  const compressed = new Response(stream.readable).blob();
  const writer = stream.writable.getWriter();
  const encoder = new TextEncoder();
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    const bytes = encoder.encode(chunk);
    crc = crc32(bytes, crc);
    size += bytes.length;
    await writer.write(bytes);
  }
  await writer.close();
  return { crc, size, data: await compressed };
}

/** MS-DOS time and date words of a local time (the zip format's own), from 1980 on. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getFullYear(), 1980);
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

interface Entry {
  name: Uint8Array;
  method: typeof STORED | typeof DEFLATED;
  crc: number;
  size: number;
  compressedSize: number;
  offset: number;
  time: number;
  date: number;
}

/**
 * The fields a local header (from byte 4) and a central directory record (from byte 6) share: version needed, flags,
 * method, time, date, CRC, compressed and uncompressed size, name length.
 */
function writeEntryFields(view: DataView, at: number, entry: Entry): void {
  view.setUint16(at, entry.method === STORED ? VERSION_STORED : VERSION_DEFLATED, true);
  view.setUint16(at + 2, UTF8_NAMES, true);
  view.setUint16(at + 4, entry.method, true);
  view.setUint16(at + 6, entry.time, true);
  view.setUint16(at + 8, entry.date, true);
  view.setUint32(at + 10, entry.crc, true);
  view.setUint32(at + 14, entry.compressedSize, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, entry.name.length, true);
}

/** Little-endian fields of one header, written in order. */
function header(length: number, fill: (view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  fill(new DataView(bytes.buffer));
  return bytes;
}

export class ZipArchive {
  private readonly parts: BlobPart[] = [];
  private readonly entries: Entry[] = [];
  private offset = 0;

  /** Adds a file stored as it is; its bytes may be dropped by the caller at once. */
  store(fileName: string, bytes: Uint8Array, at = new Date()): void {
    const data = new Blob([bytes as Uint8Array<ArrayBuffer>]);
    this.add(fileName, { method: STORED, crc: crc32(bytes), size: bytes.length, compressedSize: bytes.length }, data, at);
  }

  /** Adds a file compressed by deflate(). */
  addDeflated(fileName: string, { crc, size, data }: DeflatedData, at = new Date()): void {
    this.add(fileName, { method: DEFLATED, crc, size, compressedSize: data.size }, data, at);
  }

  private add(fileName: string, fields: Pick<Entry, 'method' | 'crc' | 'size' | 'compressedSize'>, data: Blob, at: Date): void {
    if (this.entries.length === MAX_ENTRIES) throw new Error(`A zip holds at most ${MAX_ENTRIES} files.`);
    const name = new TextEncoder().encode(fileName);
    const entry: Entry = { name, ...fields, offset: this.offset, ...dosDateTime(at) };
    const local = header(30 + name.length, (view) => {
      view.setUint32(0, LOCAL_HEADER, true);
      writeEntryFields(view, 4, entry);
      // extra field: none
    });
    local.set(name, 30);
    if (this.offset + local.length + data.size > MAX_OFFSET) throw new Error('A zip holds at most 4 GiB.');
    this.parts.push(local, data);
    this.entries.push(entry);
    this.offset += local.length + data.size;
  }

  /** The archive: the entries, then the central directory that lists them. */
  blob(type = ZIP_MIME): Blob {
    const central = this.entries.map((entry) => {
      const record = header(46 + entry.name.length, (view) => {
        view.setUint32(0, CENTRAL_HEADER, true);
        view.setUint16(4, VERSION_MADE_BY, true);
        writeEntryFields(view, 6, entry);
        // extra field, comment, disk number, internal and external attributes: none
        view.setUint32(42, entry.offset, true);
      });
      record.set(entry.name, 46);
      return record;
    });
    const centralSize = central.reduce((sum, record) => sum + record.length, 0);
    const end = header(22, (view) => {
      view.setUint32(0, END_OF_CENTRAL_DIRECTORY, true);
      view.setUint16(8, this.entries.length, true);
      view.setUint16(10, this.entries.length, true);
      view.setUint32(12, centralSize, true);
      view.setUint32(16, this.offset, true);
    });
    return new Blob([...this.parts, ...central, end], { type });
  }
}
