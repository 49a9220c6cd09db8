import { describe, expect, it } from 'vitest';
import { formatBytes } from '@clearline/shared';
import { addFiles, duplicateError, effectiveLimits, requiredError } from './uploadRules';

const f = (name: string, size: number, type = 'application/pdf') => ({ name, size, type });

describe('upload rules', () => {
  it('formats sizes in steps of 1024', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2 TB');
  });

  it('gives the spec messages', () => {
    expect(addFiles([], [f('a.exe', 10, 'application/x-msdownload')], { accept: ['pdf'] }).errors).toEqual([
      'file a.exe of type application/x-msdownload does not match accepted file types.',
    ]);
    expect(addFiles([], [f('big.pdf', 26 * 1024 * 1024)]).errors).toEqual(['file big.pdf is larger than the max accepted size of: 25 MB']);
    expect(addFiles([], [f('tiny.pdf', 10)], { minSize: 1024 }).errors).toEqual([
      'file tiny.pdf is smaller than the minimum accepted size of: 1 KB',
    ]);
    expect(addFiles([], [f('a.pdf', 1), f('b.pdf', 1)]).errors).toEqual(['You can only upload a maximum of 1 files.']);
    expect(requiredError([], true)).toBe('At least one file is required.');
    expect(requiredError([1], true)).toBeUndefined();
  });

  it('skips duplicates by name and size and keeps the rest', () => {
    const first = addFiles([], [f('a.pdf', 5)], { maxFiles: 3 });
    const again = addFiles(first.files, [f('a.pdf', 5), f('a.pdf', 6), f('photo.JPEG', 3, 'image/jpeg')], {
      maxFiles: 3,
      accept: ['pdf', 'jpg'],
    });
    expect(again.files.map((x) => `${x.name}:${x.size}`)).toEqual(['a.pdf:5', 'a.pdf:6', 'photo.JPEG:3']);
    expect(again.errors).toEqual([]);
  });
});

describe('a file the record already has', () => {
  const existing = [
    { name: 'sf312.pdf', size: 120 },
    { name: null, size: null },
  ];

  it('is refused by name and size with a message naming it', () => {
    expect(duplicateError(existing, f('sf312.pdf', 120))).toBe('file sf312.pdf has already been uploaded.');
  });

  it('is another file with another size or name', () => {
    expect(duplicateError(existing, f('sf312.pdf', 121))).toBeUndefined();
    expect(duplicateError(existing, f('sf312-signed.pdf', 120))).toBeUndefined();
    expect(duplicateError([], f('sf312.pdf', 120))).toBeUndefined();
  });
});

describe('effective upload limits', () => {
  const server = { maxBytes: 2 * 1024 * 1024, maxFiles: 3, accepted: ['pdf', 'docx'] };

  it('defaults to what the server answers', () => {
    expect(effectiveLimits({}, server)).toEqual({ maxSize: 2 * 1024 * 1024, maxFiles: 3, accept: ['pdf', 'docx'] });
    const picked = addFiles([], [f('a.png', 10, 'image/png'), f('b.pdf', 3 * 1024 * 1024), f('c.docx', 10)], effectiveLimits({}, server));
    expect(picked.files.map((x) => x.name)).toEqual(['c.docx']);
    expect(picked.errors).toEqual([
      'file a.png of type image/png does not match accepted file types.',
      'file b.pdf is larger than the max accepted size of: 2 MB',
    ]);
  });

  it('lets a caller narrow the server limits but not widen them', () => {
    expect(effectiveLimits({ accept: ['.PDF', 'png'], maxSize: 1024, maxFiles: 10 }, server)).toEqual({
      accept: ['.PDF'],
      maxSize: 1024,
      maxFiles: 3,
    });
  });

  it('keeps the caller limits (or the product defaults) until the server answers', () => {
    expect(effectiveLimits({ maxFiles: 2 })).toEqual({ maxFiles: 2 });
    expect(addFiles([], [f('a.pdf', 26 * 1024 * 1024)], effectiveLimits({})).errors).toEqual([
      'file a.pdf is larger than the max accepted size of: 25 MB',
    ]);
  });
});
