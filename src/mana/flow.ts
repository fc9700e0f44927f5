/**
 * Minimum-cost maximum flow on the small graphs of a payment: symbols on one side,
 * kinds of mana on the other. Successive shortest paths found by SPFA (Bellman-Ford with a queue); a payment
 * has a few dozen nodes, so this is microseconds. The graph's arrays are sized up front
 * (small typed arrays cost more to make than plain ones), and the search's work arrays are
 * typed and shared by every graph: a simulator plans payments in its inner loop, where
 * garbage collection is a large part of the time.
 */
export class FlowGraph {
  private readonly head: number[];
  private readonly to: number[];
  private readonly next: number[];
  private readonly cap: number[];
  private readonly cost: number[];
  private edges = 0;

  /** `edgeCount`: at most how many edges `addEdge` will add. */
  constructor(
    readonly nodeCount: number,
    edgeCount: number,
  ) {
    this.head = new Array<number>(nodeCount).fill(-1);
    this.to = new Array<number>(edgeCount * 2).fill(0);
    this.next = new Array<number>(edgeCount * 2).fill(-1);
    this.cap = new Array<number>(edgeCount * 2).fill(0);
    this.cost = new Array<number>(edgeCount * 2).fill(0);
  }

  /** Adds an edge and its residual twin; returns the edge's id for `flowOn`. */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const id = this.edges;
    if (id + 2 > this.to.length)
      throw new Error(`internal: flow graph sized for ${this.to.length / 2} edges`);
    this.link(id, from, to, capacity, cost);
    this.link(id + 1, to, from, 0, -cost);
    this.edges = id + 2;
    return id;
  }

  private link(e: number, from: number, to: number, capacity: number, cost: number): void {
    this.to[e] = to;
    this.cap[e] = capacity;
    this.cost[e] = cost;
    this.next[e] = this.head[from] ?? -1;
    this.head[from] = e;
  }

  /** Flow sent along an edge: the capacity its twin has gained. */
  flowOn(edge: number): number {
    return this.cap[edge ^ 1] ?? 0;
  }

  /** Sends as much flow as possible from `source` to `sink` at least cost; returns the cost. */
  maxFlowMinCost(source: number, sink: number): { flow: number; cost: number } {
    const n = this.nodeCount;
    if (dist.length <= n) growWork(n);
    // A node is queued at most once at a time, so a ring of n + 1 slots never fills.
    const slots = n + 1;
    let flow = 0;
    let total = 0;
    for (;;) {
      // Shortest path by cost with a queue (SPFA): residual edges may cost less than 0.
      for (let v = 0; v < n; v++) {
        dist[v] = Number.POSITIVE_INFINITY;
        via[v] = -1;
        queued[v] = 0;
      }
      dist[source] = 0;
      let head = 0;
      let tail = 0;
      queue[tail++] = source;
      queued[source] = 1;
      while (head !== tail) {
        const u = queue[head] ?? source;
        head = head + 1 === slots ? 0 : head + 1;
        queued[u] = 0;
        const du = dist[u] ?? Number.POSITIVE_INFINITY;
        for (let e = this.head[u] ?? -1; e !== -1; e = this.next[e] ?? -1) {
          if ((this.cap[e] ?? 0) <= 0) continue;
          const v = this.to[e] ?? 0;
          const dv = du + (this.cost[e] ?? 0);
          if (dv < (dist[v] ?? Number.POSITIVE_INFINITY)) {
            dist[v] = dv;
            via[v] = e;
            if (queued[v] === 0) {
              queued[v] = 1;
              queue[tail] = v;
              tail = tail + 1 === slots ? 0 : tail + 1;
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

// The shortest-path search's work arrays, shared: one search runs at a time.
let dist = new Float64Array(64);
let via = new Int32Array(64);
let queued = new Uint8Array(64);
let queue = new Int32Array(64);

const growWork = (n: number): void => {
  dist = new Float64Array(n * 2);
  via = new Int32Array(n * 2);
  queued = new Uint8Array(n * 2);
  queue = new Int32Array(n * 2);
};
