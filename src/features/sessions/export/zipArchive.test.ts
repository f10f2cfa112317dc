// @vitest-environment node
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crc32, deflate, ZipArchive, ZIP_MIME } from './zipArchive';

const text = (value: string) => new TextEncoder().encode(value);

describe('crc32', () => {
  it('is the zip format’s CRC-32 (the standard check value)', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('goes on from the CRC of the bytes before', () => {
    expect(crc32(text('6789'), crc32(text('12345')))).toBe(0xcbf43926);
  });
});

describe('ZipArchive', () => {
  it('is a zip any reader opens: every file stored under its name with its bytes, checked against its CRC', async () => {
    const workbook = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    const zip = new ZipArchive();
    zip.store('1-session-a.xlsx', workbook, new Date(2026, 11, 3, 9, 30, 12));
    zip.store('2-séance-b.xlsx', text('second'));
    zip.store('3-empty.xlsx', new Uint8Array());

    const blob = zip.blob();
    expect(blob.type).toBe(ZIP_MIME);
    const read = await JSZip.loadAsync(await blob.arrayBuffer(), { checkCRC32: true });

    expect(Object.keys(read.files)).toEqual(['1-session-a.xlsx', '2-séance-b.xlsx', '3-empty.xlsx']);
    expect(await read.file('1-session-a.xlsx')!.async('uint8array')).toEqual(workbook);
    expect(await read.file('2-séance-b.xlsx')!.async('string')).toBe('second');
    expect(await read.file('3-empty.xlsx')!.async('uint8array')).toEqual(new Uint8Array());
    expect(read.file('1-session-a.xlsx')!.date.getMinutes()).toBe(30);
  });

  it('holds deflated files beside stored ones, each read back whole and checked against its CRC', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => `<row r="${i + 1}"><c><v>${i / 7}</v></c></row>`);
    const zip = new ZipArchive();
    zip.addDeflated('sheet.xml', await deflate(rows));
    zip.store('stored.txt', text('as is'));
    zip.addDeflated('empty.xml', await deflate([]));

    const read = await JSZip.loadAsync(await zip.blob().arrayBuffer(), { checkCRC32: true });

    expect(await read.file('sheet.xml')!.async('string')).toBe(rows.join(''));
    expect(await read.file('stored.txt')!.async('string')).toBe('as is');
    expect(await read.file('empty.xml')!.async('string')).toBe('');
  });

  it('with no file is an empty archive', async () => {
    const read = await JSZip.loadAsync(await new ZipArchive().blob().arrayBuffer());
    expect(Object.keys(read.files)).toEqual([]);
  });
});
