import { Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { markedMethods, markedProviders } from './discovery';

const CLASS_KEY = 'test:provides';
const METHOD_KEY = 'test:tile';
const Tile =
  (order: number) =>
  (_target: object, _key: string | symbol, descriptor: PropertyDescriptor): void => {
    Reflect.defineMetadata(METHOD_KEY, order, descriptor.value as object);
  };

@Injectable()
@SetMetadata(CLASS_KEY, ['a', 'b'])
class Marked {
  readonly label = 'marked';

  @Tile(2)
  second(): string {
    return `${this.label} second`;
  }

  @Tile(1)
  first(): string {
    return `${this.label} first`;
  }

  unmarked(): string {
    return 'not a tile';
  }
}

@Injectable()
class Plain {}

@Injectable()
@SetMetadata(CLASS_KEY, [])
class MarkedWithoutMethods {}

async function discoveryOf(...providers: Array<new () => object>): Promise<{ discovery: DiscoveryService; close: () => Promise<void> }> {
  const app = await Test.createTestingModule({ imports: [DiscoveryModule], providers }).compile();
  return { discovery: app.get(DiscoveryService), close: () => app.close() };
}

describe('finding the extension points', () => {
  it('finds the providers marked with a class key, with what the decorator recorded', async () => {
    const { discovery, close } = await discoveryOf(Marked, Plain);
    expect(markedProviders<string[]>(discovery, CLASS_KEY).map((p) => [p.name, p.meta])).toEqual([['Marked', ['a', 'b']]]);
    await close();
  });

  it('finds the marked methods of marked providers, bound to their provider', async () => {
    const { discovery, close } = await discoveryOf(Marked, Plain);
    const found = markedMethods<number, () => string>(discovery, CLASS_KEY, METHOD_KEY).sort((a, b) => a.meta - b.meta);
    expect(found.map((m) => [m.name, m.meta, m.call()])).toEqual([
      ['Marked.first', 1, 'marked first'],
      ['Marked.second', 2, 'marked second'],
    ]);
    await close();
  });

  it('refuses a marked provider without a marked method', async () => {
    const { discovery, close } = await discoveryOf(Marked, MarkedWithoutMethods);
    expect(() => markedMethods(discovery, CLASS_KEY, METHOD_KEY)).toThrow(
      'MarkedWithoutMethods is marked as an extension but has no marked method',
    );
    await close();
  });
});
