import { CAGE_CODE_PATTERN } from './facilities';

describe('CAGE code pattern', () => {
  it('accepts five letters or digits in either case', () => {
    for (const code of ['1ABC2', '0AB12', 'abcde', '12345', 'zZ9a0']) expect(CAGE_CODE_PATTERN.test(code)).toBe(true);
  });

  it('refuses other lengths, other characters and surrounding text', () => {
    for (const code of ['', '1ABC', '1ABC23', '1AB-2', '1AB 2', ' 1ABC2', '1ABC2\n', 'ÄBC12'])
      expect(CAGE_CODE_PATTERN.test(code)).toBe(false);
  });

  it('gives the same answer when used again (no state kept between tests)', () => {
    expect(CAGE_CODE_PATTERN.test('1ABC2')).toBe(true);
    expect(CAGE_CODE_PATTERN.test('1ABC2')).toBe(true);
  });
});
