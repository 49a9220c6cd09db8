import { plain } from './audit.subscriber';
import { auditTenantKey, AuditTenantFrom, isSensitive, Sensitive } from './sensitive';

class Person {
  @Sensitive()
  ssn: string;
}
class Employee extends Person {}
@AuditTenantFrom('id')
class Org {}

describe('audit values', () => {
  it('are JSON-safe: dates as ISO text, binary content as size and digest, no undefined', () => {
    expect(plain(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(plain(Buffer.from('hello'))).toMatch(/^<binary 5 bytes sha256:2cf24dba5fb0a30e>$/);
    expect(plain(undefined)).toBeNull();
    expect(plain(10n)).toBe('10');
    expect(plain({ a: 1 })).toEqual({ a: 1 });
  });

  it('redact sensitive properties, also on subclasses, and attribute rows to the right tenant', () => {
    expect(isSensitive(Employee, 'ssn')).toBe(true);
    expect(isSensitive(Employee, 'name')).toBe(false);
    expect(auditTenantKey(Org)).toBe('id');
    expect(auditTenantKey(Person)).toBe('tenantId');
  });
});
