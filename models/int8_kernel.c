/* int8 linear layers whose rows cannot depend on the pass (see models/int8.py).
 *
 * Each row of x is quantised on its own (scale = max|x| / 127), the products
 * are summed in 32-bit integers, which is exact in any order, and each output
 * is rescaled element by element. Nothing a row computes reads another row,
 * so a row gets the same bits alone or beside any others, whichever code path
 * runs: the AVX-512 VNNI path, the AVX2 path and the portable one give
 * identical results.
 *
 * Weights are packed once at load: blocks of BLOCK output channels, each a
 * run of GROUP-input groups, [blocks][groups][BLOCK][GROUP] int8, so one
 * 64-byte load feeds one VNNI instruction with 16 channels x 4 inputs.
 * Activations are stored as unsigned codes (q + 128) because VNNI multiplies
 * unsigned by signed bytes; sum_k 128 w[n][k] is subtracted afterwards. They
 * are interleaved in chunks of up to CHUNK_ROWS rows so that a tile reads all
 * its rows' next four codes from one pointer, and every weight vector loaded
 * feeds every row of the tile.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#define BLOCK 16
#define GROUP 4
#define CHUNK_ROWS 24
#define OFFSET 128

/* The code that multiplies, as `voxcall_int8_path` reports it. */
enum { PATH_PORTABLE = 0, PATH_VNNI = 1, PATH_AVX2 = 2 };

/* Round to nearest even for |v| < 2^22 without a library call, so the loop vectorises. */
static inline float round_even(float v) {
    const float magic = 12582912.0f; /* 1.5 * 2^23 */
    return v >= 0.0f ? (v + magic) - magic : (v - magic) + magic;
}

/* Codes are stored in chunks of up to CHUNK_ROWS rows, interleaved by group, [groups][count][GROUP]: the
 * vector path then reads every row of a chunk at constant offsets from one pointer. */
static inline uint8_t *row_codes(uint8_t *codes, int row, int rows, int kp, int *stride) {
    const int first = row / CHUNK_ROWS * CHUNK_ROWS;
    const int count = rows - first < CHUNK_ROWS ? rows - first : CHUNK_ROWS;
    *stride = count * GROUP;
    return codes + (size_t)first * kp + (size_t)(row - first) * GROUP;
}

/* One row's codes in order into `line` (kp bytes): q + 128, q = round(x / scale) in [-127, 127], padding
 * 128 (zero); returns the row's scale, max |x| / 127. */
static float quantise_line(const float *row, int k, int kp, uint8_t *line) {
    float top = 0.0f;
    for (int i = 0; i < k; i++) {
        const float a = row[i] < 0.0f ? -row[i] : row[i];
        top = a > top ? a : top;
    }
    const float inverse = top > 0.0f ? 127.0f / top : 0.0f;
    for (int i = 0; i < k; i++) {
        float q = round_even(row[i] * inverse);
        q = q > 127.0f ? 127.0f : (q < -127.0f ? -127.0f : q);
        line[i] = (uint8_t)((int)q + OFFSET);
    }
    for (int i = k; i < kp; i++) line[i] = OFFSET;
    return top / 127.0f;
}

#if defined(__x86_64__) && defined(__GNUC__)
#define VNNI __attribute__((target("avx512f,avx512bw,avx512vnni")))

/* quantise_line in AVX-512, 16 values at a time (the scalar loops do not vectorise: about 4 ns a value, which
 * made quantising cost more than multiplying in the small layers). The same operations on the same values:
 * the maximum is exact in any order, the product is one IEEE multiply, and rounding to nearest even is
 * what round_even does, so the codes are the same bytes. */
VNNI static float quantise_line_avx512(const float *row, int k, int kp, uint8_t *line) {
    __m512 top16 = _mm512_setzero_ps();
    for (int i = 0; i < k; i += 16) {
        const __mmask16 keep = k - i >= 16 ? 0xFFFF : (__mmask16)((1u << (k - i)) - 1);
        top16 = _mm512_max_ps(_mm512_abs_ps(_mm512_maskz_loadu_ps(keep, row + i)), top16);
    }
    const float top = _mm512_reduce_max_ps(top16);
    const __m512 inverse = _mm512_set1_ps(top > 0.0f ? 127.0f / top : 0.0f);
    const __m512 high = _mm512_set1_ps(127.0f), low = _mm512_set1_ps(-127.0f);
    const __m512i offset = _mm512_set1_epi32(OFFSET);
    for (int i = 0; i < kp; i += 16) {
        const __mmask16 keep = k - i >= 16 ? 0xFFFF : (k > i ? (__mmask16)((1u << (k - i)) - 1) : 0);
        const __m512 scaled = _mm512_mul_ps(_mm512_maskz_loadu_ps(keep, row + i), inverse);
        const __m512 q = _mm512_min_ps(_mm512_max_ps(
            _mm512_roundscale_ps(scaled, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC), low), high);
        const __mmask16 fill = kp - i >= 16 ? 0xFFFF : (__mmask16)((1u << (kp - i)) - 1);
        _mm512_mask_cvtepi32_storeu_epi8(line + i, fill, _mm512_add_epi32(_mm512_cvtps_epi32(q), offset));
    }
    return top / 127.0f;
}
#endif

/* codes: every row quantised alone (quantise_line), then interleaved into its chunk. */
static void quantise_rows(const float *x, int rows, int k, int kp, int vector, uint8_t *codes, uint8_t *line,
                          float *scales) {
    for (int r = 0; r < rows; r++) {
#if defined(__x86_64__) && defined(__GNUC__)
        scales[r] = vector ? quantise_line_avx512(x + (size_t)r * k, k, kp, line)
                           : quantise_line(x + (size_t)r * k, k, kp, line);
#else
        scales[r] = quantise_line(x + (size_t)r * k, k, kp, line);
#endif
        int stride;
        uint8_t *out = row_codes(codes, r, rows, kp, &stride);
        for (int g = 0; g < kp / GROUP; g++) memcpy(out + (size_t)g * stride, line + (size_t)g * GROUP, GROUP);
    }
}

/* out[r][n] = (acc - 128 wsum[n]) * wscale[n] * xscale[r], in that order, for one block of BLOCK outputs. */
static inline void finish_block(const int32_t *acc, const int32_t *wsum, const float *wscale, float xscale,
                                float *out) {
    for (int j = 0; j < BLOCK; j++) {
        const float total = (float)(acc[j] - OFFSET * wsum[j]);
        const float scaled = total * wscale[j];
        out[j] = scaled * xscale;
    }
}

static void linear_portable(const uint8_t *codes, const float *xscales, int rows, int kp, const int8_t *packed,
                            const int32_t *wsum, const float *wscale, int np, float *out) {
    const int groups = kp / GROUP;
    int32_t acc[BLOCK];
    for (int b = 0; b < np / BLOCK; b++) {
        const int8_t *weights = packed + (size_t)b * groups * BLOCK * GROUP;
        for (int r = 0; r < rows; r++) {
            int stride;
            const uint8_t *x = row_codes((uint8_t *)codes, r, rows, kp, &stride);
            for (int j = 0; j < BLOCK; j++) acc[j] = 0;
            for (int g = 0; g < groups; g++) {
                const int8_t *w = weights + (size_t)g * BLOCK * GROUP;
                const uint8_t *xg = x + (size_t)g * stride;
                for (int j = 0; j < BLOCK; j++)
                    acc[j] += xg[0] * w[j * GROUP] + xg[1] * w[j * GROUP + 1] + xg[2] * w[j * GROUP + 2] +
                              xg[3] * w[j * GROUP + 3];
            }
            finish_block(acc, wsum + (size_t)b * BLOCK, wscale + (size_t)b * BLOCK, xscales[r],
                         out + (size_t)r * np + (size_t)b * BLOCK);
        }
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
/* acc += the unsigned bytes of x times the signed bytes of w, four at a time (vpdpbusd). In assembly
 * because GCC 12's intrinsic copies every accumulator between registers around each use (measured:
 * twice the instructions and stack spills in the 9-row tile). */
VNNI static inline __attribute__((always_inline)) void dot_add(__m512i *acc, __m512i x, __m512i w) {
    __asm__("vpdpbusd %2, %1, %0" : "+v"(*acc) : "v"(x), "v"(w));
}

/* One tile: `count` rows of a chunk x `blocks` weight blocks, summed over every group and finished into
 * `out`. Each tile shape is its own function (`DEFINE_TILE`), so its count * blocks accumulators live in
 * registers; every weight vector loaded feeds all `count` rows. The finish is finish_block's arithmetic
 * in vectors: the same operations in the same order, so the same bits. */
VNNI static inline __attribute__((always_inline)) void tile_vnni(const uint8_t *codes, int groups,
                                                                const int8_t *weights, size_t block_stride,
                                                                const int32_t *wsum, const float *wscale,
                                                                const float *xscales, int np, float *out,
                                                                const int count, const int blocks) {
    __m512i acc[CHUNK_ROWS];
#pragma GCC unroll 48
    for (int i = 0; i < count * blocks; i++) acc[i] = _mm512_setzero_si512();
    for (int g = 0; g < groups; g++) {
        const uint8_t *xg = codes + (size_t)g * count * GROUP;
        const int8_t *wg = weights + (size_t)g * BLOCK * GROUP;
        __m512i w[4];
#pragma GCC unroll 4
        for (int c = 0; c < blocks; c++) w[c] = _mm512_loadu_si512((const void *)(wg + c * block_stride));
#pragma GCC unroll 24
        for (int i = 0; i < count; i++) {
            int32_t four;
            memcpy(&four, xg + i * GROUP, sizeof four);
            const __m512i x = _mm512_set1_epi32(four);
#pragma GCC unroll 4
            for (int c = 0; c < blocks; c++) dot_add(&acc[i * blocks + c], x, w[c]);
        }
    }
#pragma GCC unroll 4
    for (int c = 0; c < blocks; c++) {
        const __m512i offset = _mm512_slli_epi32(_mm512_loadu_si512((const void *)(wsum + c * BLOCK)), 7);
        const __m512 scale = _mm512_loadu_ps(wscale + c * BLOCK);
#pragma GCC unroll 24
        for (int i = 0; i < count; i++) {
            const __m512 total = _mm512_cvtepi32_ps(_mm512_sub_epi32(acc[i * blocks + c], offset));
            const __m512 scaled = _mm512_mul_ps(total, scale);
            _mm512_storeu_ps(out + (size_t)i * np + c * BLOCK, _mm512_mul_ps(scaled, _mm512_set1_ps(xscales[i])));
        }
    }
}

/* Blocks a tile of `count` rows covers: count * blocks sums, plus the weight vectors and the broadcast row,
 * fit the 32 vector registers. */
static inline int tile_width(int count) { return count <= 4 ? 4 : (count <= 12 ? 2 : 1); }

/* The step over blocks for a pass of `rows`: its first (largest) chunk's tile width, which every smaller
 * chunk's width is a multiple of. */
static inline int wide_step(int rows) { return tile_width(rows < CHUNK_ROWS ? rows : CHUNK_ROWS); }

typedef void (*tile_fn)(const uint8_t *, int, const int8_t *, size_t, const int32_t *, const float *,
                        const float *, int, float *);

#define DEFINE_TILE(count, blocks)                                                                           \
    VNNI static void tile_##count##x##blocks(const uint8_t *codes, int groups, const int8_t *weights,        \
                                             size_t stride, const int32_t *wsum, const float *wscale,        \
                                             const float *xscales, int np, float *out) {                     \
        tile_vnni(codes, groups, weights, stride, wsum, wscale, xscales, np, out, count, blocks);            \
    }
#define TILES_4(b) DEFINE_TILE(1, b) DEFINE_TILE(2, b) DEFINE_TILE(3, b) DEFINE_TILE(4, b)
#define TILES_12(b) TILES_4(b) DEFINE_TILE(5, b) DEFINE_TILE(6, b) DEFINE_TILE(7, b) DEFINE_TILE(8, b) \
    DEFINE_TILE(9, b) DEFINE_TILE(10, b) DEFINE_TILE(11, b) DEFINE_TILE(12, b)
TILES_4(4)
TILES_12(2)
TILES_12(1)
DEFINE_TILE(13, 1) DEFINE_TILE(14, 1) DEFINE_TILE(15, 1) DEFINE_TILE(16, 1) DEFINE_TILE(17, 1)
DEFINE_TILE(18, 1) DEFINE_TILE(19, 1) DEFINE_TILE(20, 1) DEFINE_TILE(21, 1) DEFINE_TILE(22, 1)
DEFINE_TILE(23, 1) DEFINE_TILE(24, 1)

#define ROW_TILES_4(b) tile_1x##b, tile_2x##b, tile_3x##b, tile_4x##b
#define ROW_TILES_12(b) ROW_TILES_4(b), tile_5x##b, tile_6x##b, tile_7x##b, tile_8x##b, tile_9x##b, \
    tile_10x##b, tile_11x##b, tile_12x##b
static const tile_fn BY_4[5] = {0, ROW_TILES_4(4)};
static const tile_fn BY_2[13] = {0, ROW_TILES_12(2)};
static const tile_fn BY_1[CHUNK_ROWS + 1] = {0, ROW_TILES_12(1), tile_13x1, tile_14x1, tile_15x1, tile_16x1,
                                             tile_17x1, tile_18x1, tile_19x1, tile_20x1, tile_21x1, tile_22x1,
                                             tile_23x1, tile_24x1};

static tile_fn tile_for(int count, int blocks) { return blocks == 4 ? BY_4[count] : (blocks == 2 ? BY_2[count] : BY_1[count]); }

/* Blocks [first, last) of a layer (first a multiple of the step), blocks outer, chunks inner: a step's
 * weights (at most 4 x 24 KB) stay in cache across the chunks. Blocks short of a whole step at the end
 * are done one at a time. */
VNNI static void linear_vnni(const uint8_t *codes, const float *xscales, int rows, int kp, const int8_t *packed,
                             const int32_t *wsum, const float *wscale, int np, int first, int last, float *out) {
    const int groups = kp / GROUP;
    const size_t block_stride = (size_t)groups * BLOCK * GROUP;
    for (int b = first; b < last;) {
        const int blocks = last - b >= wide_step(rows) ? wide_step(rows) : 1;
        for (int r = 0; r < rows; r += CHUNK_ROWS) {
            const int count = rows - r < CHUNK_ROWS ? rows - r : CHUNK_ROWS;
            const size_t offset = (size_t)b * BLOCK;
            tile_for(count, blocks)(codes + (size_t)r * kp, groups, packed + (size_t)b * block_stride, block_stride,
                                    wsum + offset, wscale + offset, xscales + r, np, out + (size_t)r * np + offset);
        }
        b += blocks;
    }
}

#include "int8_avx2.h"

/* Whether this CPU can run `path`: the CPU is asked once, and the answer kept as one int (bit p: path p). */
static int cpu_supports(int path) {
    static int known = 0;
    if (!known) {
        __builtin_cpu_init();
        const int vnni = __builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512bw");
        known = 1 << PATH_PORTABLE | vnni << PATH_VNNI | (__builtin_cpu_supports("avx2") != 0) << PATH_AVX2;
    }
    return path >= PATH_PORTABLE && path <= PATH_AVX2 && (known >> path & 1);
}
#else
static int cpu_supports(int path) { return path == PATH_PORTABLE; }
#endif

static int best_path(void) {
    return cpu_supports(PATH_VNNI) ? PATH_VNNI : (cpu_supports(PATH_AVX2) ? PATH_AVX2 : PATH_PORTABLE);
}

#if defined(__x86_64__) && defined(__GNUC__)
/* A layer split over threads by output blocks. Every output is computed by exactly the code a single
 * thread runs, so the split cannot change a bit; it only lets both cores stream weights at once.
 *
 * Workers spin on a generation counter between calls (a pass calls the kernel every few tens of
 * microseconds) and sleep on a condition variable after SPIN_NS without work. One caller at a time owns
 * the pool; a second concurrent caller computes its layer alone. After fork() the child has no workers
 * and starts single-threaded. */
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

#define MAX_THREADS 8
#define SPIN_NS 2000000L
/* Layers with fewer multiply-adds than this run on the calling thread alone: the MTP head's 1-row
 * products (at most 0.7 M) got slower split, and a bf16 model, whose only int8 layers are the head's,
 * then never wakes a worker (with every layer split, drafting took 14.9 against 6.3 ms a round). */
#define SPLIT_MACS (1L << 20)

typedef struct {
    const uint8_t *codes;
    const float *xscales;
    const int8_t *packed;
    const int32_t *wsum;
    const float *wscale;
    float *out;
    int rows, kp, np, path;
} job_t;

static struct {
    int shares, workers;
    job_t job;
    atomic_int generation, done, sleepers, started;
    pthread_mutex_t lock, busy;
    pthread_cond_t wake;
} pool = {1, 0, {0}, 0, 0, 0, 0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER};

static long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000000000L + t.tv_nsec;
}

/* Share `index` of `shares`: a run of whole wide tiles, the last share taking any narrow remainder. */
static void run_share(const job_t *job, int index, int shares) {
    if (index >= shares) return;
    const int step = wide_step(job->rows), blocks = job->np / BLOCK, tiles = blocks / step;
    const int first = tiles * index / shares * step;
    const int last = index == shares - 1 ? blocks : tiles * (index + 1) / shares * step;
    if (job->path == PATH_VNNI)
        linear_vnni(job->codes, job->xscales, job->rows, job->kp, job->packed, job->wsum, job->wscale, job->np,
                    first, last, job->out);
    else
        linear_avx2(job->codes, job->xscales, job->rows, job->kp, job->packed, job->wscale, job->np, first, last,
                    job->out);
}

static int wait_for_work(int seen) {
    const long start = now_ns();
    for (long spins = 1;; spins++) {
        const int generation = atomic_load(&pool.generation);
        if (generation != seen) return generation;
        _mm_pause();
        if (spins % 256 == 0 && now_ns() - start > SPIN_NS) break;
    }
    pthread_mutex_lock(&pool.lock);
    atomic_fetch_add(&pool.sleepers, 1);
    int generation;
    while ((generation = atomic_load(&pool.generation)) == seen) pthread_cond_wait(&pool.wake, &pool.lock);
    atomic_fetch_sub(&pool.sleepers, 1);
    pthread_mutex_unlock(&pool.lock);
    return generation;
}

static void *worker(void *arg) {
    const int index = (int)(intptr_t)arg;
    int seen = atomic_load(&pool.generation);
    atomic_fetch_add(&pool.started, 1); /* the creator waits for this, so no job can slip past `seen` */
    for (;;) {
        seen = wait_for_work(seen);
        run_share(&pool.job, index, pool.shares);
        atomic_fetch_add(&pool.done, 1);
    }
    return NULL;
}

static void forget_workers(void) {
    pool.workers = 0;
    pool.shares = 1;
    atomic_store(&pool.sleepers, 0);
    atomic_store(&pool.started, 0);
    pthread_mutex_init(&pool.lock, NULL);
    pthread_mutex_init(&pool.busy, NULL);
    pthread_cond_init(&pool.wake, NULL);
}

/* Split layers over `threads` (1 .. MAX_THREADS, the caller included); returns the number in use. */
int voxcall_int8_threads(int threads) {
    static int registered = 0;
    threads = threads < 1 ? 1 : (threads > MAX_THREADS ? MAX_THREADS : threads);
    pthread_mutex_lock(&pool.busy);
    if (!registered) registered = pthread_atfork(NULL, NULL, forget_workers) == 0;
    while (pool.workers < threads - 1) {
        pthread_t thread;
        if (pthread_create(&thread, NULL, worker, (void *)(intptr_t)(pool.workers + 1)) != 0) break;
        pthread_detach(thread);
        pool.workers++;
        while (atomic_load(&pool.started) < pool.workers) _mm_pause();
    }
    pool.shares = threads < pool.workers + 1 ? threads : pool.workers + 1;
    pthread_mutex_unlock(&pool.busy);
    return pool.shares;
}

/* Runs `job` over the pool, or alone when the pool has one share or another caller holds it. */
static void run_parallel(const job_t *job) {
    if (pool.shares == 1 || (long)job->rows * job->kp * job->np < SPLIT_MACS ||
        pthread_mutex_trylock(&pool.busy) != 0) {
        run_share(job, 0, 1);
        return;
    }
    pool.job = *job;
    atomic_store(&pool.done, 0);
    atomic_fetch_add(&pool.generation, 1);
    if (atomic_load(&pool.sleepers) > 0) {
        pthread_mutex_lock(&pool.lock);
        pthread_cond_broadcast(&pool.wake);
        pthread_mutex_unlock(&pool.lock);
    }
    run_share(job, 0, pool.shares);
    while (atomic_load(&pool.done) < pool.workers) _mm_pause();
    pthread_mutex_unlock(&pool.busy);
}
#else
int voxcall_int8_threads(int threads) { (void)threads; return 1; }
#endif

/* Which path `voxcall_int8_linear` takes by default: 1 for AVX-512 VNNI, 2 for AVX2, 0 for the portable loops. */
int voxcall_int8_path(void) { return best_path(); }

/* Whether this CPU can run `path` (so a test can run every path it has against the portable loops). */
int voxcall_int8_supports(int path) { return cpu_supports(path); }

/* x [rows][k] float32; packed, wsum, wscale from the load-time packing (np outputs, kp inputs, both padded);
 * out [rows][np] float32. path < 0 takes the best path this CPU has, else that path. Returns 0, -1 without
 * scratch memory, or -2 when this CPU cannot run the path asked for. */
int voxcall_int8_linear(const float *x, int rows, int k, int kp, const int8_t *packed, const int32_t *wsum,
                        const float *wscale, int np, int path, float *out) {
    if (path >= 0 && !voxcall_int8_supports(path)) return -2;
    if (rows <= 0) return 0;
    /* One scratch block: the scales, then the codes, then one row's codes in order. */
    float *scales = malloc(sizeof(float) * (size_t)rows + (size_t)(rows + 1) * kp);
    if (!scales) return -1;
    uint8_t *codes = (uint8_t *)(scales + rows), *line = codes + (size_t)rows * kp;
    if (path < 0) path = best_path();
    quantise_rows(x, rows, k, kp, path == PATH_VNNI, codes, line, scales);
#if defined(__x86_64__) && defined(__GNUC__)
    if (path != PATH_PORTABLE) {
        const job_t job = {codes, scales, packed, wsum, wscale, out, rows, kp, np, path};
        run_parallel(&job);
    } else
#endif
        linear_portable(codes, scales, rows, kp, packed, wsum, wscale, np, out);
    free(scales);
    return 0;
}
