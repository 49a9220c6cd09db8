import { describe, expect, it } from 'vitest';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@clearline/shared';
import { addFiles } from '../../../components/upload';
import { filePickLimits } from './FilePickButton';

const server = { accepted: ['pdf', 'zip', '.PNG'], maxBytes: 2 * 1024 * 1024, maxFiles: 10 };
const file = (name: string, size = 1000) => ({ name, size, type: '' });

describe('filePickLimits', () => {
  it('takes the accepted types and size from the server, one file at a time', () => {
    expect(filePickLimits(undefined, server)).toEqual({ accept: ['pdf', 'zip', 'png'], maxSize: 2 * 1024 * 1024, maxFiles: 1 });
    // a type the tenant administrator added on the server is accepted; one the product list has but the server dropped is not
    const limits = filePickLimits(undefined, server);
    expect(addFiles([], [file('a.zip')], limits).files).toHaveLength(1);
    expect(addFiles([], [file('a.docx')], limits).errors).toHaveLength(1);
    expect(addFiles([], [file('big.pdf', 3 * 1024 * 1024)], limits).errors).toHaveLength(1);
  });

  it('narrows a caller list (photos) to what the server accepts', () => {
    expect(filePickLimits(['png', 'jpg'], server).accept).toEqual(['png']);
  });

  it("uses the caller's list, else the product's accepted types, until the server has answered", () => {
    expect(filePickLimits(undefined, undefined).accept).toEqual(ACCEPTED_UPLOAD_EXTENSIONS);
    expect(filePickLimits(['png', 'jpg'], undefined)).toEqual({ accept: ['png', 'jpg'], maxFiles: 1 });
  });
});
