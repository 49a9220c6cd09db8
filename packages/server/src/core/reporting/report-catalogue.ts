import { Injectable, type OnApplicationBootstrap, SetMetadata } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { hasPermission, type PermissionMap, REPORT_TYPES } from '@clearline/shared';
import { markedProviders } from './discovery';
import type { ReportDefinition } from './report-definition';

export const REPORTS_KEY = 'clearline:reports';

/**
 * Marks a provider as the source of a domain's report definitions (written with `defineReport` in the
 * domain's reports/ folder). The ReportCatalogue finds every such provider, as the worker finds every
 * @JobHandler; a domain registers the provider in its module and the catalogue needs no list of domains.
 */
export const ProvidesReports = (definitions: readonly ReportDefinition[]): ClassDecorator => SetMetadata(REPORTS_KEY, definitions);

/** A set of report definitions by type: throws when a type is defined twice. */
export class ReportSet {
  private readonly byType = new Map<string, ReportDefinition>();

  constructor(definitions: Iterable<ReportDefinition>) {
    for (const def of definitions) {
      if (this.byType.has(def.type)) throw new Error(`Report ${def.type} is defined twice`);
      this.byType.set(def.type, def);
    }
  }

  all(): ReportDefinition[] {
    return [...this.byType.values()];
  }

  find(type: string): ReportDefinition | undefined {
    return this.byType.get(type);
  }

  /** The reports a user may run: VIEW on the report's module, by title. */
  allowed(permissions: PermissionMap): ReportDefinition[] {
    return this.all()
      .filter((d) => hasPermission(permissions, d.module, 'VIEW'))
      .sort((a, b) => a.title.localeCompare(b.title));
  }

  /** Types declared in the shared catalogue whose domain has not written the definition yet. */
  pending(): string[] {
    return REPORT_TYPES.filter((t) => !this.byType.has(t.type)).map((t) => t.type);
  }
}

/** Every report the server can run, collected from the providers marked @ProvidesReports. */
@Injectable()
export class ReportCatalogue implements OnApplicationBootstrap {
  private set?: ReportSet;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    this.reports();
  }

  private reports(): ReportSet {
    if (!this.set) {
      this.set = new ReportSet(markedProviders<readonly ReportDefinition[]>(this.discovery, REPORTS_KEY).flatMap((p) => p.meta));
    }
    return this.set;
  }

  all(): ReportDefinition[] {
    return this.reports().all();
  }

  find(type: string): ReportDefinition | undefined {
    return this.reports().find(type);
  }

  allowed(permissions: PermissionMap): ReportDefinition[] {
    return this.reports().allowed(permissions);
  }

  pending(): string[] {
    return this.reports().pending();
  }
}
