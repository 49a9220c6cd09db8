/**
 * Passwords that appear at the top of public breach corpora, and the words people build them from.
 * A password is refused when it is one of them, or one of them padded with digits and symbols, or a
 * run of one character or of a keyboard/number sequence (see isCommonPassword).
 */
const COMMON = `
password passw0rd p@ssword p@ssw0rd pa55word password1 password12 password123 password1234 passwordpassword
123456 1234567 12345678 123456789 1234567890 12345678910 123456789012 1234567890123 0123456789 987654321 9876543210
111111 000000 121212 123123 123321 654321 666666 696969 112233 159753 147258369 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y
1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 qazwsx qazwsxedc qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwertyuiopas
qwertyuiop123 asdfgh asdfghjkl asdfghjkl123 zxcvbn zxcvbnm zxcvbnm123 azerty abc123 abcd1234 abcdef abcdefg
abcdefgh abcdefghijkl a1b2c3 a1b2c3d4 aa123456 iloveyou iloveyou1 iloveyou123 letmein letmein1 letmein123 welcome
welcome1 welcome123 welcometo welcomehome changeme changeme123 changeit default secret secret123 admin admin123
admin1234 administrator root toor guest user test test123 testing testtest demo master master123 monkey dragon
football baseball basketball soccer hockey superman batman spiderman starwars pokemon princess sunshine shadow
michael jennifer jessica charlie daniel thomas jordan hunter ranger buster soccer1 harley killer trustno1 whatever
freedom computer internet mustang access access123 login login123 flower hello hello123 hello1234 summer winter
spring autumn fall2024 summer2024 winter2024 spring2024 summer2025 winter2025 spring2025 autumn2025 summer2026
winter2026 spring2026 autumn2026 january february march april june july august september october november december
monday friday sunday chocolate cookie banana orange purple yellow samsung apple google microsoft facebook
linkedin twitter youtube amazon netflix company company123 business security security123 compliance clearline
clearance classified secretclearance topsecret cleared government federal defense defence military
america usa united unitedstates washington virginia texas california newyork london paris
mypassword mypass yourpassword newpassword newpass oldpassword temppassword temp1234 temporary
passphrase passcode pincode qwerty1234 qwertyqwerty asdfasdf asdfasdfasdf zxcvzxcv 1password 1234qwer
q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 zaq1xsw2 !qaz2wsx 1qazxsw2 baseball1 football1 princess1 sunshine1 shadow1
iloveyou2 lovely loveme love123 babygirl angel angel1 jesus jesus1 christ blessed blessing godisgood
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isSequence(s: string): boolean {
  if (s.length < 4) return false;
  if (new Set(s).size === 1) return true;
  return SEQUENCES.some((seq) => {
    const twice = seq + seq;
    const reversed = [...twice].reverse().join('');
    return twice.includes(s) || reversed.includes(s);
  });
}

/**
 * True for a blocklisted password: the password itself (ignoring case), the same with digits and
 * symbols stripped from either end ("Password2024!"), the same repeated ("qwertyqwerty"), or a run
 * of one character or of a keyboard/number sequence.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // the password without the digits and symbols around it (a loop: a pattern anchored at the end took time
  // growing with the square of a long run of them)
  const letter = (c: string): boolean => c >= 'a' && c <= 'z';
  let from = 0;
  let to = lower.length;
  while (from < to && !letter(lower[from])) from++;
  while (to > from && !letter(lower[to - 1])) to--;
  const core = lower.slice(from, to);
  if (core && COMMON_PASSWORDS.has(core)) return true;
  const letters = lower.replace(/[^a-z0-9]/g, '');
  if (isSequence(letters)) return true;
  for (let n = 1; n <= letters.length / 2; n++) {
    if (letters.length % n === 0 && letters.slice(0, n).repeat(letters.length / n) === letters) {
      const unit = letters.slice(0, n);
      if (n < 4 || COMMON_PASSWORDS.has(unit) || isSequence(unit)) return true;
    }
  }
  return false;
}
