import { scramVerifier, verifies } from './migrate';

describe('scramVerifier (role passwords are sent to PostgreSQL already hashed, never in clear)', () => {
  it('computes the SCRAM-SHA-256 verifier PostgreSQL 15 stores for a password', () => {
    // what `CREATE ROLE … PASSWORD 'S3cr3t-ü-pass'` stored in pg_authid.rolpassword, with the salt it drew
    const stored =
      'SCRAM-SHA-256$4096:/pDk0aNveirZt7pyedrw+w==$ar4YjxptMlkn9O7mQnYPq2r/BsoPuxDDuDKT3+NsNGQ=:+jfqBeW1atF/zX+2QCe2+WWl22OCUY/f8RVx13umNK8=';
    expect(scramVerifier('S3cr3t-ü-pass', Buffer.from('/pDk0aNveirZt7pyedrw+w==', 'base64'))).toBe(stored);
  });

  it('tells whether a stored verifier is the one of a password (an unchanged role is not written again)', () => {
    const stored =
      'SCRAM-SHA-256$4096:/pDk0aNveirZt7pyedrw+w==$ar4YjxptMlkn9O7mQnYPq2r/BsoPuxDDuDKT3+NsNGQ=:+jfqBeW1atF/zX+2QCe2+WWl22OCUY/f8RVx13umNK8=';
    expect(verifies(stored, 'S3cr3t-ü-pass')).toBe(true);
    expect(verifies(stored, 'S3cr3t-u-pass')).toBe(false);
    expect(verifies(scramVerifier('fresh'), 'fresh')).toBe(true);
    expect(verifies('md5a3556571e93b0d20722ba62be61e8c2d', 'fresh')).toBe(false);
    expect(verifies(null, 'fresh')).toBe(false);
  });

  it('draws a fresh salt each time and never contains the password', () => {
    const one = scramVerifier('clearline-secret');
    const two = scramVerifier('clearline-secret');
    expect(one).not.toBe(two);
    expect(one).toMatch(/^SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}:[A-Za-z0-9+/=]{44}$/);
    expect(one).not.toContain('clearline-secret');
  });
});
