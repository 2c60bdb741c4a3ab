#ifndef SCAFFOLD_SYSTEM_H
#define SCAFFOLD_SYSTEM_H

/// The few Linux calls scaffold needs that Swift's Glibc module does not show (GNU extensions, macros).
/// Each is a no-op returning -1 where it does not apply (other systems), so callers simply go without.

#include <pthread.h>

/// Restricts threads created with `attributes` to the CPUs this process may use, except the one the calling
/// thread is running on. A new thread otherwise starts on its parent's CPU and may wait milliseconds for the
/// scheduler to move it to an idle one. Returns 0 when done, -1 when there is no other CPU or no way to ask.
int scaffold_avoid_current_cpu(pthread_attr_t *attributes);

/// Tunes the C allocator for a process that lives a few milliseconds: blocks up to 32 MiB come from the heap
/// (not one `mmap` each), the heap is never trimmed, and it grows 2 MiB at a time. Returns -1 where unsupported.
int scaffold_tune_allocator(void);

/// Grows the calling thread's allocator arena by `bytes` at once, instead of one `mprotect` per page as it
/// first allocates (needs `scaffold_tune_allocator` first, so the block is not a separate `mmap`).
void scaffold_reserve_thread_heap(unsigned long bytes);

#endif
