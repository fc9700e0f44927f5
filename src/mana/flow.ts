/**
 * Minimum-cost maximum flow on the small graphs of a payment: symbols on one side,
 * kinds of mana on the other. Successive shortest paths found by SPFA (Bellman-Ford with a queue); a payment
 * has a few dozen nodes, so this is microseconds.
 */
export class FlowGraph {
  private readonly head: number[];
  private readonly to: number[] = [];
  private readonly next: number[] = [];
  private readonly cap: number[] = [];
  private readonly cost: number[] = [];

  constructor(readonly nodeCount: number) {
    this.head = new Array<number>(nodeCount).fill(-1);
  }

  /** Adds an edge and its residual twin; returns the edge's id for `flowOn`. */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const id = this.to.length;
    this.push(from, to, capacity, cost);
    this.push(to, from, 0, -cost);
    return id;
  }

  private push(from: number, to: number, capacity: number, cost: number): void {
    this.to.push(to);
    this.cap.push(capacity);
    this.cost.push(cost);
    this.next.push(this.head[from] ?? -1);
    this.head[from] = this.to.length - 1;
  }

  /** Flow sent along an edge: the capacity its twin has gained. */
  flowOn(edge: number): number {
    return this.cap[edge ^ 1] ?? 0;
  }

  /** Sends as much flow as possible from `source` to `sink` at least cost; returns it. */
  maxFlowMinCost(source: number, sink: number): { flow: number; cost: number } {
    const n = this.nodeCount;
    const dist = new Array<number>(n);
    const via = new Array<number>(n);
    let flow = 0;
    let total = 0;
    const queued = new Array<boolean>(n);
    const queue: number[] = [];
    for (;;) {
      // Shortest path by cost with a queue (SPFA): residual edges may cost less than 0.
      dist.fill(Number.POSITIVE_INFINITY);
      via.fill(-1);
      queued.fill(false);
      dist[source] = 0;
      queue.length = 0;
      queue.push(source);
      queued[source] = true;
      for (let head = 0; head < queue.length; head++) {
        const u = queue[head] ?? source;
        queued[u] = false;
        const du = dist[u] ?? Number.POSITIVE_INFINITY;
        for (let e = this.head[u] ?? -1; e !== -1; e = this.next[e] ?? -1) {
          if ((this.cap[e] ?? 0) <= 0) continue;
          const v = this.to[e] ?? 0;
          const dv = du + (this.cost[e] ?? 0);
          if (dv < (dist[v] ?? Number.POSITIVE_INFINITY)) {
            dist[v] = dv;
            via[v] = e;
            if (!queued[v]) {
              queued[v] = true;
              queue.push(v);
            }
          }
        }
      }
      if (dist[sink] === Number.POSITIVE_INFINITY) return { flow, cost: total };
      let push = Number.POSITIVE_INFINITY;
      for (let v = sink; v !== source; v = this.to[(via[v] ?? 0) ^ 1] ?? source) {
        push = Math.min(push, this.cap[via[v] ?? 0] ?? 0);
      }
      for (let v = sink; v !== source; v = this.to[(via[v] ?? 0) ^ 1] ?? source) {
        const e = via[v] ?? 0;
        this.cap[e] = (this.cap[e] ?? 0) - push;
        this.cap[e ^ 1] = (this.cap[e ^ 1] ?? 0) + push;
      }
      flow += push;
      total += push * (dist[sink] ?? 0);
    }
  }

  /** Nodes reachable from `source` through edges with capacity left (a minimum cut's side). */
  reachable(source: number): boolean[] {
    const seen = new Array<boolean>(this.nodeCount).fill(false);
    const stack = [source];
    seen[source] = true;
    while (stack.length > 0) {
      const u = stack.pop() ?? source;
      for (let e = this.head[u] ?? -1; e !== -1; e = this.next[e] ?? -1) {
        const v = this.to[e] ?? 0;
        if ((this.cap[e] ?? 0) > 0 && !seen[v]) {
          seen[v] = true;
          stack.push(v);
        }
      }
    }
    return seen;
  }
}
