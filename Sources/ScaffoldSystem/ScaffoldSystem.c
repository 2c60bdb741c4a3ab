#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#include <malloc.h>
#include <stdlib.h>
#endif
#include "ScaffoldSystem.h"

int scaffold_avoid_current_cpu(pthread_attr_t *attributes) {
#if defined(__linux__)
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    int current = sched_getcpu();
    if (current < 0 || CPU_COUNT(&allowed) < 2 || !CPU_ISSET(current, &allowed)) return -1;
    CPU_CLR(current, &allowed);
    return pthread_attr_setaffinity_np(attributes, sizeof allowed, &allowed) == 0 ? 0 : -1;
#else
    (void)attributes;
    return -1;
#endif
}

int scaffold_tune_allocator(void) {
#if defined(__linux__) && defined(__GLIBC__)
    int done = mallopt(M_MMAP_THRESHOLD, 32 << 20);
    done &= mallopt(M_TRIM_THRESHOLD, 64 << 20);
    done &= mallopt(M_TOP_PAD, 2 << 20);
    return done ? 0 : -1;
#else
    return -1;
#endif
}

void scaffold_reserve_thread_heap(unsigned long bytes) {
#if defined(__linux__) && defined(__GLIBC__)
    free(malloc(bytes));
#else
    (void)bytes;
#endif
}
