// Times x-io Fusion's C AHRS (FusionAhrsUpdate / FusionAhrsUpdateNoMagnetometer) per update,
// alone and with its gyroscope bias algorithm in front (FusionBiasUpdate, as Fusion's advanced
// example runs it), for Benchmarks/compare. Built there with `gcc -O2` against the Fusion/ sources of the
// imufusion source distribution from PyPI (nothing of Fusion is kept in this repository).
//
//   fusion-timing SAMPLES.f32 COUNT SAMPLE_PERIOD_S RUNS
//
// SAMPLES.f32: COUNT rows of 9 floats (gyroscope °/s, accelerometer g, magnetometer µT),
// converted once before timing. Prints `9D <ns>`, `6D <ns>`, `9D+bias <ns>` and `6D+bias <ns>`:
// thread CPU time per update, median over RUNS timed runs after one warm-up run, default
// settings, ENU convention.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "Fusion.h"

static double threadSeconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return (double) time.tv_sec + 1e-9 * (double) time.tv_nsec;
}

static int compareDoubles(const void *a, const void *b) {
    const double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}

static volatile float sink;

static double medianNanosecondsPerUpdate(const FusionVector *rows, const long count, const float period, const int runs, const int useMagnetometer, const int useBias) {
    double *durations = malloc(sizeof(double) * (size_t) runs);
    for (int run = -1; run < runs; run++) {
        FusionAhrs ahrs;
        FusionAhrsInitialise(&ahrs);
        FusionAhrsSettings settings = fusionAhrsDefaultSettings;
        settings.convention = FusionConventionEnu;
        FusionAhrsSetSettings(&ahrs, &settings);
        FusionAhrsSetSamplePeriod(&ahrs, period);
        FusionBias bias;
        FusionBiasInitialise(&bias);
        FusionBiasSettings biasSettings = fusionBiasDefaultSettings;
        biasSettings.sampleRate = 1.0f / period;
        FusionBiasSetSettings(&bias, &biasSettings);
        const double start = threadSeconds();
        for (long index = 0; index < count; index++) {
            const FusionVector *row = &rows[3 * index];
            const FusionVector gyroscope = useBias ? FusionBiasUpdate(&bias, row[0]) : row[0];
            if (useMagnetometer) {
                FusionAhrsUpdate(&ahrs, gyroscope, row[1], row[2]);
            } else {
                FusionAhrsUpdateNoMagnetometer(&ahrs, gyroscope, row[1]);
            }
        }
        const double elapsed = threadSeconds() - start;
        sink += FusionAhrsGetQuaternion(&ahrs).element.w;
        if (run >= 0) durations[run] = 1e9 * elapsed / (double) count;
    }
    qsort(durations, (size_t) runs, sizeof(double), compareDoubles);
    const double median = durations[runs / 2];
    free(durations);
    return median;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: fusion-timing SAMPLES.f32 COUNT SAMPLE_PERIOD_S RUNS\n");
        return 2;
    }
    const long count = atol(argv[2]);
    const float period = (float) atof(argv[3]);
    const int runs = atoi(argv[4]);
    FusionVector *rows = malloc(sizeof(FusionVector) * 3 * (size_t) count);
    FILE *file = fopen(argv[1], "rb");
    if (file == NULL || fread(rows, sizeof(FusionVector), 3 * (size_t) count, file) != 3 * (size_t) count) {
        fprintf(stderr, "fusion-timing: cannot read %ld rows from %s\n", count, argv[1]);
        return 1;
    }
    fclose(file);
    printf("9D %.2f\n", medianNanosecondsPerUpdate(rows, count, period, runs, 1, 0));
    printf("6D %.2f\n", medianNanosecondsPerUpdate(rows, count, period, runs, 0, 0));
    printf("9D+bias %.2f\n", medianNanosecondsPerUpdate(rows, count, period, runs, 1, 1));
    printf("6D+bias %.2f\n", medianNanosecondsPerUpdate(rows, count, period, runs, 0, 1));
    return 0;
}
