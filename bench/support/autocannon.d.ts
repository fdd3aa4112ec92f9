// The part of autocannon 8's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Request extends RequestParams {
      setupRequest?: (req: RequestParams) => RequestParams;
      onResponse?: (status: number, body: string) => void;
    }
    interface Options {
      url: string;
      method?: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    }
  }
  /** The running job: a promise of the result that also reports each response (time in ms, from hrtime). */
  interface Instance extends Promise<autocannon.Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  }
  function autocannon(options: autocannon.Options): Instance;
  export default autocannon;
}
