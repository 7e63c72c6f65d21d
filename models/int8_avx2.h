/* The AVX2 path of int8_kernel.c (included there, inside its x86-64 GCC section, after the VNNI path): for CPUs
 * without AVX-512 VNNI, most laptops, where the portable loops made int8 slower than float32. It reads the same
 * packed weights and interleaved codes and gives the same bits (tests/test_int8.py runs every path). */

#define AVX2 __attribute__((target("avx2")))
#define AVX2_ROWS 4

/* One block of BLOCK outputs for the `count` rows of a chunk. AVX2 has no u8 x s8 dot product that
 * cannot saturate: vpmaddubsw adds two u8 x s8 products in 16 bits, and (q + 128) * w can reach 2 x 255 x 127.
 * So it multiplies the signed code q = code - 128 instead, as |w| x (q with w's sign): each product is at
 * most 128 x 127, a pair at most 32,512, exact in 16 bits; vpmaddwd then sums the pairs into 32 bits. The
 * sum is the integer sum(w q) = sum(w (q + 128)) - 128 wsum, which the other paths compute, so the finish
 * (finish_block's arithmetic) gives the same bits. */
AVX2 static void block_avx2(const uint8_t *chunk, int count, int groups, const int8_t *weights,
                            const float *wscale, const float *xscales, int np, float *out) {
    const __m256i ones = _mm256_set1_epi16(1), flip = _mm256_set1_epi8((char)OFFSET);
    for (int first = 0; first < count; first += AVX2_ROWS) {
        const int rows = count - first < AVX2_ROWS ? count - first : AVX2_ROWS;
        __m256i acc[2 * AVX2_ROWS];
        for (int a = 0; a < 2 * AVX2_ROWS; a++) acc[a] = _mm256_setzero_si256();
        for (int g = 0; g < groups; g++) {
            const int8_t *wg = weights + (size_t)g * BLOCK * GROUP;
            const __m256i w0 = _mm256_loadu_si256((const __m256i *)wg);
            const __m256i w1 = _mm256_loadu_si256((const __m256i *)(wg + BLOCK * GROUP / 2));
            const __m256i magnitude0 = _mm256_abs_epi8(w0), magnitude1 = _mm256_abs_epi8(w1);
            const uint8_t *xg = chunk + ((size_t)g * count + first) * GROUP;
            for (int i = 0; i < rows; i++) {
                int32_t four;
                memcpy(&four, xg + i * GROUP, sizeof four);
                const __m256i q = _mm256_xor_si256(_mm256_set1_epi32(four), flip);
                const __m256i pairs0 = _mm256_maddubs_epi16(magnitude0, _mm256_sign_epi8(q, w0));
                const __m256i pairs1 = _mm256_maddubs_epi16(magnitude1, _mm256_sign_epi8(q, w1));
                acc[2 * i] = _mm256_add_epi32(acc[2 * i], _mm256_madd_epi16(pairs0, ones));
                acc[2 * i + 1] = _mm256_add_epi32(acc[2 * i + 1], _mm256_madd_epi16(pairs1, ones));
            }
        }
        for (int i = 0; i < rows; i++)
            for (int half = 0; half < 2; half++) {
                const __m256 total = _mm256_cvtepi32_ps(acc[2 * i + half]);
                const __m256 scaled = _mm256_mul_ps(total, _mm256_loadu_ps(wscale + half * BLOCK / 2));
                _mm256_storeu_ps(out + (size_t)(first + i) * np + half * BLOCK / 2,
                                 _mm256_mul_ps(scaled, _mm256_set1_ps(xscales[first + i])));
            }
    }
}

/* Blocks [first, last) of a layer in AVX2: each block's weights (kp x 16 bytes) stay in cache for every chunk. */
AVX2 static void linear_avx2(const uint8_t *codes, const float *xscales, int rows, int kp, const int8_t *packed,
                             const float *wscale, int np, int first, int last, float *out) {
    const int groups = kp / GROUP;
    const size_t block_stride = (size_t)groups * BLOCK * GROUP;
    for (int b = first; b < last; b++)
        for (int r = 0; r < rows; r += CHUNK_ROWS) {
            const int count = rows - r < CHUNK_ROWS ? rows - r : CHUNK_ROWS;
            block_avx2(codes + (size_t)r * kp, count, groups, packed + (size_t)b * block_stride,
                       wscale + (size_t)b * BLOCK, xscales + r, np, out + (size_t)r * np + (size_t)b * BLOCK);
        }
}
