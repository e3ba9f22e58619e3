import { MemoryBus } from '../src/realtime/bus';

/** A bus whose "Redis came back" the test announces itself. */
export class RecoveringBus extends MemoryBus {
  private readonly listeners: (() => void)[] = [];
  override onRecovered(listener: () => void): void {
    this.listeners.push(listener);
  }
  recover(): void {
    for (const listener of this.listeners) listener();
  }
}
