import { clientAddress, usernameOf } from './rate-limit.policies';

describe('what the rate limits count by', () => {
  it('counts IPv4 as it is, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64 network', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    // one subscriber's /64: every address in it is one client
    expect(clientAddress('2001:db8:1:2::1')).toBe(clientAddress('2001:0DB8:0001:0002:ffff::9'));
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress(undefined)).toBe('unknown');
  });

  it('counts a username trimmed and lower-cased, as sign-in looks it up; anything else is no username', () => {
    expect(usernameOf({ body: { username: '  Ada.Lovelace ' } })).toBe('ada.lovelace');
    expect(usernameOf({ body: { username: '   ' } })).toBeUndefined();
    expect(usernameOf({ body: { username: ['a', 'b'] } })).toBeUndefined();
    expect(usernameOf({ body: undefined })).toBeUndefined();
  });
});
