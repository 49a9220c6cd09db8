import { SetMetadata } from '@nestjs/common';

/**
 * The tiles of the security officer's dashboard (GET /dashboard) are counted by the domains that own their facts:
 * a provider marked @ProvidesDashboardTiles whose methods marked @DashboardTile({ order }) answer their fields of the
 * dashboard for one facility (or every facility). The dashboard finds every such provider at start-up, as the report
 * catalogue finds @ProvidesReports, and answers the fields of the tiles in their `order`; it needs no list of domains.
 */
export const DASHBOARD_TILES_KEY = 'clearline:dashboard-tiles';
export const DASHBOARD_TILE_KEY = 'clearline:dashboard-tile';

/** What every tile counts for: the facility asked for (null: every facility) and the tenant's today. */
export interface DashboardTileContext {
  /** a facility of the tenant (the route transaction checked the query's id), or null */
  facilityId: string | null;
  /** the tenant's today (YYYY-MM-DD), as DueDates gives it */
  today: string;
}

/** A tile's fields of the dashboard's answer, by name. */
export type DashboardTileFields = Record<string, unknown>;

export interface DashboardTileOptions {
  /** where the tile's fields go in the answer: lower first (the answer's field order is the product's contract) */
  order: number;
}

/** Marks a provider as a source of dashboard tiles: its @DashboardTile methods are the tiles. */
export const ProvidesDashboardTiles = (): ClassDecorator => SetMetadata(DASHBOARD_TILES_KEY, true);

type TileMethod = (ctx: DashboardTileContext) => Promise<DashboardTileFields>;

/** Marks a method of an @ProvidesDashboardTiles provider as one tile: it answers the tile's fields, counted in SQL. */
export function DashboardTile(
  options: DashboardTileOptions,
): <F extends TileMethod>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<F>) => void {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(DASHBOARD_TILE_KEY, options, descriptor.value!);
  };
}
