/**
 * A zip archive of stored (uncompressed) entries that never holds their bytes: each entry becomes a Blob as soon as it
 * is added (the browser keeps a Blob's data outside the page's and the worker's memory), and the archive is a Blob
 * composed of the headers and those Blobs, without copying them. The export's workbooks are compressed already, so
 * storing them is what zipping them with JSZip's STORE did, without JSZip's copies of the whole archive at the end
 * (the 50-session export peaked above 1 GB of renderer memory).
 * The classic format (PKWARE's APPNOTE 6.3, without ZIP64): up to 65,535 entries and 4 GiB.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 1.0 suffices for stored entries; 2.0 is "made by" a writer that knows UTF-8 names. */
const VERSION_NEEDED = 10;
const VERSION_MADE_BY = 20;
/** General purpose flag bit 11: the entry's name is UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

export const ZIP_MIME = 'application/zip';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of the zip format (IEEE 802.3). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
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
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/**
 * The fields a local header (from byte 4) and a central directory record (from byte 6) share: version needed, flags,
 * method, time, date, CRC, compressed and uncompressed size (the same: stored), name length.
 */
function writeEntryFields(view: DataView, at: number, entry: Entry): void {
  view.setUint16(at, VERSION_NEEDED, true);
  view.setUint16(at + 2, UTF8_NAMES, true);
  view.setUint16(at + 4, STORED, true);
  view.setUint16(at + 6, entry.time, true);
  view.setUint16(at + 8, entry.date, true);
  view.setUint32(at + 10, entry.crc, true);
  view.setUint32(at + 14, entry.size, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, entry.name.length, true);
}

/** Little-endian fields of one header, written in order. */
function header(length: number, fill: (view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  fill(new DataView(bytes.buffer));
  return bytes;
}

export class StoredZip {
  private readonly parts: BlobPart[] = [];
  private readonly entries: Entry[] = [];
  private offset = 0;

  /** Adds a file; its bytes may be dropped by the caller at once. */
  add(fileName: string, bytes: Uint8Array, at = new Date()): void {
    if (this.entries.length === MAX_ENTRIES) throw new Error(`A zip holds at most ${MAX_ENTRIES} files.`);
    const name = new TextEncoder().encode(fileName);
    const entry: Entry = { name, crc: crc32(bytes), size: bytes.length, offset: this.offset, ...dosDateTime(at) };
    const local = header(30 + name.length, (view) => {
      view.setUint32(0, LOCAL_HEADER, true);
      writeEntryFields(view, 4, entry);
      // extra field: none
    });
    local.set(name, 30);
    if (this.offset + local.length + bytes.length > MAX_OFFSET) throw new Error('A zip holds at most 4 GiB.');
    this.parts.push(local, new Blob([bytes as Uint8Array<ArrayBuffer>]));
    this.entries.push(entry);
    this.offset += local.length + bytes.length;
  }

  /** The archive: the entries, then the central directory that lists them. */
  blob(): Blob {
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
    return new Blob([...this.parts, ...central, end], { type: ZIP_MIME });
  }
}
