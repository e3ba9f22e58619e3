import {
  type Courier,
  type CourierCreate,
  type CourierPasswordChange,
  type CourierUpdate,
  normalizePhone,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import type { CourierPatch } from '../../db/schema';
import { AppError, invalidInput } from '../../http/errors';
import type { CachedVersions } from '../../lib/cached-versions';
import { type Clock, unixSeconds } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionClaims, Tokens } from '../../lib/tokens';
import { requireCourier } from '../access';
import { checkPassword } from '../auth/password-check';
import { findBranchOfBusiness, settleOnboarding } from '../business/business.repo';
import * as repo from './team.repo';

const UNIQUE_VIOLATION = '23505';
const usernameTaken = () => new AppError('username_taken', 409, undefined, { username: 'username_taken' });

export function presentCourier(row: repo.CourierWithBranch): Courier {
  return {
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    cell_phone: row.cell_phone,
    username: row.username,
    active: row.active,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    last_invitation:
      row.last_invitation_channel && row.last_invitation_at
        ? { channel: row.last_invitation_channel, sent_at: unixSeconds(row.last_invitation_at) }
        : null,
  };
}

export class TeamService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      tokens: Tokens;
      businessCountry: (id: string) => Promise<string>;
      /** Couriers' session versions as tokens are checked against them; told of every change. */
      courierVersions: CachedVersions;
      /** Called after a courier is added or changed (the monitor's roster follows it live). */
      onCourierChanged?: (businessId: string, courierId: string) => Promise<void>;
    },
  ) {}

  async list(auth: SessionClaims, branchId?: string): Promise<Courier[]> {
    if (branchId && !isUuid(branchId)) throw invalidInput({ branch_id: 'invalid_branch' });
    // Another business's branch answers 404, as the monitor's and the reports' filters do.
    if (branchId) await this.requireBranch(auth, branchId);
    return (await repo.listCouriers(this.deps.db, auth.businessId, branchId)).map(presentCourier);
  }

  async create(auth: SessionClaims, input: CourierCreate): Promise<Courier> {
    const { db, clock } = this.deps;
    const phone = await this.phoneFor(auth, input.cell_phone);
    await this.requireBranch(auth, input.branch_id);
    const passwordHash = await hashPassword(input.password);
    let id: string;
    try {
      id = await repo.insertCourier(
        db,
        {
          business_id: auth.businessId,
          branch_id: input.branch_id,
          name: input.name,
          last_name: input.last_name,
          cell_phone: phone,
          username: input.username,
          password_hash: passwordHash,
        },
        clock.now(),
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw usernameTaken();
      throw error;
    }
    await settleOnboarding(db, auth.businessId, this.deps.clock.now());
    await this.deps.onCourierChanged?.(auth.businessId, id);
    return await this.get(auth, id);
  }

  async update(auth: SessionClaims, input: CourierUpdate): Promise<Courier> {
    await requireCourier(this.deps.db, auth, input.id);
    const patch: CourierPatch = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.last_name !== undefined) patch.last_name = input.last_name;
    if (input.username !== undefined) patch.username = input.username;
    if (input.active !== undefined) patch.active = input.active;
    if (input.cell_phone !== undefined) patch.cell_phone = await this.phoneFor(auth, input.cell_phone);
    if (input.branch_id !== undefined) {
      await this.requireBranch(auth, input.branch_id);
      patch.branch_id = input.branch_id;
    }
    if (input.password !== undefined) patch.password_hash = await hashPassword(input.password);
    try {
      await repo.updateCourier(this.deps.db, auth.businessId, input.id, patch, this.deps.clock.now());
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw usernameTaken();
      throw error;
    }
    // A new password signs the courier out on every phone, as a reset does for an admin.
    if (patch.password_hash !== undefined) this.deps.courierVersions.forget(input.id);
    await this.deps.onCourierChanged?.(auth.businessId, input.id);
    return await this.get(auth, input.id);
  }

  /** API.md: 401 invalid_credentials for a wrong pair, 403 courier_inactive for a deactivated courier. */
  async login(username: string, password: string) {
    const courier = await repo.findCourierForLogin(this.deps.db, username);
    const matches = await checkPassword(this.deps.db, 'couriers', courier, password);
    if (!courier || !matches) throw new AppError('invalid_credentials', 401);
    if (!courier.active) throw new AppError('courier_inactive', 403);
    const jwt_token = await this.deps.tokens.signSession({
      userId: courier.id,
      businessId: courier.business_id,
      role: 'courier',
      sessionVersion: courier.session_version,
    });
    return {
      jwt_token,
      courier: presentCourier(courier),
      business: { company_name: courier.company_name, country_iso: courier.country_iso },
    };
  }

  /**
   * The signed-in courier's own password: the current one, then the new one twice. Every other
   * session of the courier ends; this phone gets a new token and stays signed in.
   */
  async changeOwnPassword(auth: SessionClaims, input: CourierPasswordChange) {
    const { db, clock, tokens, courierVersions } = this.deps;
    const courier = await repo.findCourierCredentials(db, auth.businessId, auth.userId);
    if (!courier) throw new AppError('unauthorized', 401);
    if (!courier.active) throw new AppError('courier_inactive', 403);
    if (!(await verifyPassword(input.current_password, courier.password_hash))) {
      throw invalidInput({ current_password: 'current_password_wrong' });
    }
    const passwordHash = await hashPassword(input.password);
    const version = await repo.replaceCourierPassword(
      db,
      auth.businessId,
      courier.id,
      passwordHash,
      clock.now(),
    );
    courierVersions.forget(courier.id);
    if (version === undefined) throw new AppError('unauthorized', 401);
    const jwt_token = await tokens.signSession({
      userId: courier.id,
      businessId: auth.businessId,
      role: 'courier',
      sessionVersion: version,
    });
    return { jwt_token };
  }

  private async get(auth: SessionClaims, courierId: string): Promise<Courier> {
    return presentCourier(await requireCourier(this.deps.db, auth, courierId));
  }

  private async phoneFor(auth: SessionClaims, phone: string): Promise<string> {
    const normalized = normalizePhone(phone, await this.deps.businessCountry(auth.businessId));
    if (!normalized) throw invalidInput({ cell_phone: 'invalid_phone' });
    return normalized;
  }

  /** Another business's branch answers 404, as the list's filter does: it is not there for this caller. */
  private async requireBranch(auth: SessionClaims, branchId: string) {
    if (!(await findBranchOfBusiness(this.deps.db, auth.businessId, branchId))) {
      throw new AppError('branch_not_found', 404);
    }
  }
}
