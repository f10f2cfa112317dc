// @vitest-environment node
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crc32, StoredZip, ZIP_MIME } from './storedZip';

const text = (value: string) => new TextEncoder().encode(value);

describe('crc32', () => {
  it('is the zip format’s CRC-32 (the standard check value)', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('StoredZip', () => {
  it('is a zip any reader opens: every file stored under its name with its bytes, checked against its CRC', async () => {
    const workbook = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    const zip = new StoredZip();
    zip.add('1-session-a.xlsx', workbook, new Date(2026, 11, 3, 9, 30, 12));
    zip.add('2-séance-b.xlsx', text('second'));
    zip.add('3-empty.xlsx', new Uint8Array());

    const blob = zip.blob();
    expect(blob.type).toBe(ZIP_MIME);
    const read = await JSZip.loadAsync(await blob.arrayBuffer(), { checkCRC32: true });

    expect(Object.keys(read.files)).toEqual(['1-session-a.xlsx', '2-séance-b.xlsx', '3-empty.xlsx']);
    expect(await read.file('1-session-a.xlsx')!.async('uint8array')).toEqual(workbook);
    expect(await read.file('2-séance-b.xlsx')!.async('string')).toBe('second');
    expect(await read.file('3-empty.xlsx')!.async('uint8array')).toEqual(new Uint8Array());
    expect(read.file('1-session-a.xlsx')!.date.getMinutes()).toBe(30);
  });

  it('with no file is an empty archive', async () => {
    const read = await JSZip.loadAsync(await new StoredZip().blob().arrayBuffer());
    expect(Object.keys(read.files)).toEqual([]);
  });
});
