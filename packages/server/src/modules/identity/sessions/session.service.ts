import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { PermissionMap } from '@clearline/shared';
import type { AuthUser } from '../../../core/context/request-context';
import { config } from '../../../core/config/config';
import { REDIS } from '../../../core/queue/queue.service';
import { randomId, sha256 } from '../../../core/security/tokens';

/** What a session remembers (a Redis hash, one field per entry, so concurrent updates never clobber each other). */
export interface SessionRecord {
  userId: string;
  username: string;
  tenantId: string;
  tenantType: string;
  createdAt: number;
  lastSeenAt: number;
  idleMs: number;
  absoluteMs: number;
  roles: string[];
  permissions: PermissionMap;
  /** the permission epoch the cached roles/permissions were loaded at */
  permEpoch: number;
  impersonating?: Impersonation;
}

/** The tenant a provider user acts inside (readOnly: MSS_IMPERSONATE without the create variant). */
export type Impersonation = NonNullable<AuthUser['impersonating']>;

type NewSession = Omit<SessionRecord, 'createdAt' | 'lastSeenAt' | 'impersonating' | 'permEpoch'>;

/**
 * Server-side sessions in Redis. The browser holds a random 256-bit id; Redis keys use its SHA-256,
 * so a copy of Redis holds no usable cookie. A session ends after `idleMs` without a request or
 * `absoluteMs` after sign-in (values from settings at sign-in), on sign-out, and when the user is
 * disabled, locked or deleted (endAllForUser). `sessionId` below is the hashed id (AuthUser.sessionId).
 */
@Injectable()
export class SessionService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    // EVALSHA of the script (loaded once per connection by ioredis)
    if (!('clearlineSessionResolve' in redis)) {
      redis.defineCommand('clearlineSessionResolve', { numberOfKeys: 2, lua: RESOLVE });
    }
  }

  private get prefix(): string {
    return `${config().redisPrefix}`;
  }
  private key(sessionId: string): string {
    return `${this.prefix}:session:${sessionId}`;
  }
  private userKey(userId: string): string {
    return `${this.prefix}:user-sessions:${userId}`;
  }
  private get epochKey(): string {
    return `${this.prefix}:perm-epoch`;
  }

  static idOf(rawToken: string): string {
    return sha256(rawToken);
  }

  /** Creates a session; returns the raw token for the cookie and the hashed id. */
  async create(s: NewSession): Promise<{ token: string; sessionId: string }> {
    const token = randomId(32);
    const sessionId = SessionService.idOf(token);
    const now = Date.now();
    const epoch = await this.permissionEpoch();
    const rec: SessionRecord = { ...s, createdAt: now, lastSeenAt: now, permEpoch: epoch };
    const ttl = Math.min(s.idleMs, s.absoluteMs);
    await this.redis
      .multi()
      .hset(this.key(sessionId), serialise(rec))
      .pexpire(this.key(sessionId), ttl)
      .sadd(this.userKey(s.userId), sessionId)
      .pexpire(this.userKey(s.userId), s.absoluteMs)
      .exec();
    return { token, sessionId };
  }

  /**
   * The live session of a raw cookie value, touched (idle clock restarted); undefined when unknown
   * or timed out (a timed-out session is deleted).
   */
  async resolve(rawToken: string): Promise<{ sessionId: string; record: SessionRecord; currentEpoch: number } | undefined> {
    const sessionId = SessionService.idOf(rawToken);
    const now = Date.now();
    // one round trip: read the session and the epoch, check both time-outs, touch a live session (RESOLVE)
    const [fields, epoch, state] = (await (this.redis as unknown as SessionRedis).clearlineSessionResolve(
      this.key(sessionId),
      this.epochKey,
      String(now),
    )) as [string[], string | null, ResolveState];
    if (state === 'missing') return undefined;
    const record = deserialise(pairs(fields));
    if (!record) return undefined;
    if (state === 'expired') {
      await this.destroy(sessionId, record.userId);
      return undefined;
    }
    record.lastSeenAt = now;
    return { sessionId, record, currentEpoch: Number(epoch ?? 0) };
  }

  async get(sessionId: string): Promise<SessionRecord | undefined> {
    return deserialise(await this.redis.hgetall(this.key(sessionId)));
  }

  /** Stores freshly loaded roles and permissions on a session. */
  async updatePermissions(sessionId: string, roles: string[], permissions: PermissionMap, epoch: number): Promise<void> {
    await this.redis.eval(
      SET_IF_EXISTS,
      1,
      this.key(sessionId),
      'roles',
      JSON.stringify(roles),
      'permissions',
      JSON.stringify(permissions),
      'permEpoch',
      String(epoch),
    );
  }

  async destroy(sessionId: string, userId?: string): Promise<void> {
    const uid = userId ?? (await this.redis.hget(this.key(sessionId), 'userId'));
    const m = this.redis.multi().del(this.key(sessionId));
    if (uid) m.srem(this.userKey(uid), sessionId);
    await m.exec();
  }

  async destroyToken(rawToken: string): Promise<SessionRecord | undefined> {
    const sessionId = SessionService.idOf(rawToken);
    const rec = await this.get(sessionId);
    await this.destroy(sessionId, rec?.userId);
    return rec;
  }

  /** Ends every session of a user (disabled, locked, deleted, password changed elsewhere). Returns how many. */
  async endAllForUser(userId: string, exceptSessionId?: string): Promise<number> {
    const ids = (await this.redis.smembers(this.userKey(userId))).filter((id) => id !== exceptSessionId);
    if (!ids.length) return 0;
    const m = this.redis.multi();
    for (const id of ids) m.del(this.key(id)).srem(this.userKey(userId), id);
    const res = (await m.exec()) ?? [];
    return res.filter((_, i) => i % 2 === 0).reduce((n, [, v]) => n + Number(v), 0);
  }

  /**
   * Starts (or, with null, ends) impersonation on a session (the impersonation switcher; the session
   * resolver when the impersonated tenant is no longer active). Returns false when ending found nothing
   * to end (a concurrent request ended it first), so the end is audited once.
   */
  async setImpersonation(sessionId: string, impersonation: Impersonation | null): Promise<boolean> {
    const key = this.key(sessionId);
    if (impersonation) {
      if (!(await this.redis.eval(SET_IF_EXISTS, 1, key, 'impersonating', JSON.stringify(impersonation)))) {
        throw new Error('The session does not exist or has ended');
      }
      return true;
    }
    const [[, removed], [, exists]] = (await this.redis.multi().hdel(key, 'impersonating').exists(key).exec()) as [
      [unknown, number],
      [unknown, number],
    ];
    if (!exists) throw new Error('The session does not exist or has ended');
    return removed > 0;
  }

  /** Role or permission data changed: every session reloads its permissions on its next request. */
  async bumpPermissionEpoch(): Promise<void> {
    await this.redis.incr(this.epochKey);
  }

  async permissionEpoch(): Promise<number> {
    return Number((await this.redis.get(this.epochKey)) ?? 0);
  }
}

type ResolveState = 'missing' | 'expired' | 'live';
type SessionRedis = Redis & { clearlineSessionResolve(key: string, epochKey: string, now: string): Promise<unknown> };

/**
 * The session look-up in one script (KEYS: the session hash, the permission epoch; ARGV: now in ms):
 * answers { the hash's fields, the epoch, 'missing' | 'expired' | 'live' }. A session without its
 * user or times is missing; one past its idle or absolute time-out is expired (the caller deletes it);
 * a live one gets lastSeenAt = now and expires after min(idle, what is left of the absolute time-out).
 */
const RESOLVE = `local fields = redis.call('hgetall', KEYS[1])
local epoch = redis.call('get', KEYS[2])
local f = {}
for i = 1, #fields, 2 do f[fields[i]] = fields[i + 1] end
local now = tonumber(ARGV[1])
local created, seen = tonumber(f.createdAt), tonumber(f.lastSeenAt)
local idle, absolute = tonumber(f.idleMs), tonumber(f.absoluteMs)
if not f.userId or f.userId == '' or not created or not seen or not idle or not absolute then
  return { fields, epoch, 'missing' }
end
if now - seen > idle or now - created > absolute then return { fields, epoch, 'expired' } end
redis.call('hset', KEYS[1], 'lastSeenAt', ARGV[1])
redis.call('pexpire', KEYS[1], math.max(1, math.min(idle, created + absolute - now)))
return { fields, epoch, 'live' }`;
const SET_IF_EXISTS = `if redis.call('exists', KEYS[1]) == 1 then redis.call('hset', KEYS[1], unpack(ARGV)); return 1 end
return 0`;

const JSON_FIELDS = new Set(['roles', 'permissions', 'impersonating']);
const NUMBER_FIELDS = new Set(['createdAt', 'lastSeenAt', 'idleMs', 'absoluteMs', 'permEpoch']);

function serialise(rec: SessionRecord): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rec)) {
    if (v === undefined) continue;
    out[k] = JSON_FIELDS.has(k) ? JSON.stringify(v) : String(v);
  }
  return out;
}

/** HGETALL's flat [field, value, …] as an object. */
function pairs(flat: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[flat[i]] = flat[i + 1];
  return out;
}

function deserialise(hash: Record<string, string> | null | undefined): SessionRecord | undefined {
  if (!hash || !hash.userId || !hash.createdAt) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(hash)) {
    out[k] = JSON_FIELDS.has(k) ? JSON.parse(v) : NUMBER_FIELDS.has(k) ? Number(v) : v;
  }
  return out as unknown as SessionRecord;
}
