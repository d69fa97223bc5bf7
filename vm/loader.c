/*
 * Class loading (JVMS 5.3).
 *
 * The bootstrap loader reads class files from a path of directories and
 * JARs; every other loader is a java.lang.ClassLoader object whose
 * loadClass() the VM calls. The loaded-class table maps (loader, name) to a
 * class for both defining and initiating loaders, so each loader has its own
 * namespace and a second request for the same name never reaches Java.
 */
#define _GNU_SOURCE
#include "vm/loader.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <minizip/unzip.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "interp/interp.h"
#include "vm/classfile.h"
#include "vm/events.h"
#include "vm/probes.h"
#include "vm/roots.h"
#include "vm/exceptions.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* Class path entries                                                  */
/* ------------------------------------------------------------------ */

/* A JAR's central directory, indexed once: minizip's own lookup rescans
 * the directory for every name. An entry's name is the directory's own
 * bytes held in memory (not NUL-terminated); only when minizip walks the
 * directory itself is it a copy the entry owns. */
typedef struct ZipIndexEntry {
    const char *name;
    uint64_t dir_at;              /* unz64_file_pos.pos_in_zip_directory */
    uint32_t file_no;             /* unz64_file_pos.num_of_file */
    uint16_t name_len;
    uint8_t owned;
} ZipIndexEntry;

typedef struct PathEntry {
    char *path;
    int is_jar;
    unzFile zip;                  /* opened lazily */
    struct ZipMemory *mem;        /* the archive's bytes minizip reads */
    uint64_t zip_size;            /* the archive's size when opened */
    ZipIndexEntry *entries;       /* in directory order */
    uint32_t entry_count, entry_cap;
    uint32_t *index;              /* open addressing by name: entry + 1, 0 empty */
    size_t index_cap;             /* a power of two, at least twice entry_count */
    pthread_mutex_t lock;
    struct PathEntry *next;
} PathEntry;

static PathEntry *boot_path, *app_path;
static char *boot_path_str, *app_path_str;

static void append_str(char **s, const char *entry)
{
    size_t a = *s ? strlen(*s) : 0, b = strlen(entry);
    char *n = realloc(*s, a + b + 2);
    if (!n)
        return;
    if (a)
        n[a++] = ':';
    memcpy(n + a, entry, b + 1);
    *s = n;
}

static void add_entry(PathEntry **list, char **str, const char *entry)
{
    if (!*entry)
        return;
    PathEntry *e = calloc(1, sizeof *e);
    if (!e)
        return;
    e->path = strdup(entry);
    size_t n = strlen(entry);
    struct stat st;
    e->is_jar = stat(entry, &st) == 0 ? S_ISREG(st.st_mode)
                                      : (n > 4 && (!strcmp(entry + n - 4, ".jar") || !strcmp(entry + n - 4, ".zip")));
    pthread_mutex_init(&e->lock, NULL);
    PathEntry **pp = list;
    while (*pp)
        pp = &(*pp)->next;
    *pp = e;
    append_str(str, entry);
}

static void add_path_list(PathEntry **list, char **str, const char *paths)
{
    char *copy = strdup(paths), *save = NULL;
    for (char *tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
        add_entry(list, str, tok);
    free(copy);
}

void cl_add_boot_path(const char *entry) { add_path_list(&boot_path, &boot_path_str, entry); }
void cl_add_app_path(const char *entry) { add_path_list(&app_path, &app_path_str, entry); }
const char *cl_app_path_string(void) { return app_path_str ? app_path_str : ""; }
const char *cl_boot_path_string(void) { return boot_path_str ? boot_path_str : ""; }

int cl_init(const char *boot, const char *app)
{
    if (boot)
        cl_add_boot_path(boot);
    if (app)
        cl_add_app_path(app);
    return 0;
}

static uint8_t *read_file(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return NULL;
    }
    uint8_t *buf = malloc(st.st_size ? (size_t)st.st_size : 1);
    size_t got = 0;
    while (buf && got < (size_t)st.st_size) {
        ssize_t r = read(fd, buf + got, (size_t)st.st_size - got);
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    *len = got;
    return buf;
}

/* Archives are read into memory when opened and minizip reads them from
 * there: it reads a directory a few bytes at a time, each a seek and a
 * read through stdio, and a damaged directory (an extra field longer than
 * the file, say) has it do so tens of thousands of times. Nothing is
 * mapped, so an archive truncated on disk while open is no SIGBUS.
 * Only the end of an archive is kept, from its central directory on
 * (which every lookup reads): the entries before it are read with pread
 * when a class is, so a VM that loads a few dozen of the library's
 * classes neither copies nor keeps the rest of it. An archive whose end
 * record does not place its directory within the file is read whole. */
#define ZIP_READ_BLOCK 8192
#define ZIP_NAME_MAX 1024            /* longest entry name indexed, with its NUL */

typedef struct ZipMemory {
    uint8_t *data;               /* the archive's bytes from `base` on */
    uint64_t base, size, pos;
    int fd;                      /* for bytes before base; -1 when base is 0 */
    /* The last block read before base: minizip reads an entry's local
     * header a field at a time, which would be a pread each. */
    uint8_t *block;
    uint64_t block_at, block_len;
} ZipMemory;

static unsigned zip_u2(const uint8_t *p) { return p[0] | (unsigned)p[1] << 8; }
static uint32_t zip_u4(const uint8_t *p) { return zip_u2(p) | (uint32_t)zip_u2(p + 2) << 16; }

static int pread_all(int fd, uint8_t *buf, uint64_t len, uint64_t at)
{
    uint64_t got = 0;
    while (got < len) {
        ssize_t r = pread(fd, buf + got, len - got, (off_t)(at + got));
        if (r <= 0)
            return -1;
        got += (uint64_t)r;
    }
    return 0;
}

/* Where the central directory starts by the end record found in the last
 * `len` bytes `tail` (of an archive of `size`); `size` when not found. */
static uint64_t directory_start(const uint8_t *tail, uint64_t len, uint64_t size)
{
    for (uint64_t i = len >= 22 ? len - 22 + 1 : 0; i-- > 0;) {
        if (zip_u4(tail + i) != 0x06054b50)
            continue;
        uint64_t end = size - len + i;
        uint32_t dir_size = zip_u4(tail + i + 12), dir_at = zip_u4(tail + i + 16);
        if (dir_at == 0xffffffffu || dir_size == 0xffffffffu || (uint64_t)dir_at + dir_size > end)
            return size;
        return dir_at;
    }
    return size;
}

static int zip_mem_load(ZipMemory *m, const char *path)
{
    m->fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (m->fd < 0 || fstat(m->fd, &st) != 0 || !S_ISREG(st.st_mode))
        return -1;
    m->size = (uint64_t)st.st_size;
    /* The end record and the longest comment minizip looks back over. */
    uint64_t tail = m->size < 0x10000 + 1024 ? m->size : 0x10000 + 1024;
    m->data = malloc(tail ? tail : 1);
    if (!m->data || pread_all(m->fd, m->data, tail, m->size - tail) != 0)
        return -1;
    m->base = m->size - tail;
    uint64_t dir = directory_start(m->data, tail, m->size);
    if (dir > m->base)
        return 0;
    if (dir == m->size)
        dir = 0;                 /* no usable end record: the whole archive */
    uint8_t *all = malloc(m->size - dir ? m->size - dir : 1);
    if (!all || pread_all(m->fd, all, m->base - dir, dir) != 0) {
        free(all);
        return -1;
    }
    memcpy(all + (m->base - dir), m->data, tail);
    free(m->data);
    m->data = all;
    m->base = dir;
    return 0;
}

static void zip_mem_free(ZipMemory *m)
{
    if (m->fd >= 0)
        close(m->fd);
    free(m->data);
    free(m->block);
    free(m);
}

/* opaque: where to record the ZipMemory, or NULL. */
static voidpf ZCALLBACK zip_mem_open(voidpf opaque, const void *filename, int mode)
{
    ZipMemory *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->fd = -1;
    if (!(mode & ZLIB_FILEFUNC_MODE_READ) || zip_mem_load(m, filename) != 0) {
        zip_mem_free(m);
        return NULL;
    }
    if (m->base == 0) {
        close(m->fd);
        m->fd = -1;
    }
    if (opaque)
        *(ZipMemory **)opaque = m;
    return m;
}

/* `len` bytes before base at `at`, through the block; what pread gives. */
static ssize_t zip_block_read(ZipMemory *m, uint8_t *buf, uint64_t len, uint64_t at)
{
    if (len > ZIP_READ_BLOCK)
        return pread(m->fd, buf, len, (off_t)at);
    if (!m->block && !(m->block = malloc(ZIP_READ_BLOCK)))
        return pread(m->fd, buf, len, (off_t)at);
    if (at < m->block_at || at + len > m->block_at + m->block_len) {
        uint64_t want = m->base - at < ZIP_READ_BLOCK ? m->base - at : ZIP_READ_BLOCK;
        ssize_t r = pread(m->fd, m->block, want, (off_t)at);
        m->block_at = at;
        m->block_len = r > 0 ? (uint64_t)r : 0;
        if (r < 0)
            return r;
    }
    uint64_t n = m->block_at + m->block_len - at < len ? m->block_at + m->block_len - at : len;
    memcpy(buf, m->block + (at - m->block_at), n);
    return (ssize_t)n;
}

/* Up to `size` bytes of the archive at `at` into buf; the count copied. */
static uint64_t zip_mem_copy(ZipMemory *m, void *buf, uint64_t size, uint64_t at)
{
    uint64_t n = at < m->size ? m->size - at : 0;
    if (n > size)
        n = size;
    if (at >= m->base) {
        memcpy(buf, m->data + (at - m->base), n);
        return n;
    }
    uint64_t before = m->base - at < n ? m->base - at : n;
    ssize_t r = m->fd >= 0 ? zip_block_read(m, buf, before, at) : -1;
    if (r < 0)
        return 0;
    if ((uint64_t)r < before)
        return (uint64_t)r;      /* truncated on disk since opened */
    memcpy((uint8_t *)buf + before, m->data, n - before);
    return n;
}

static uLong ZCALLBACK zip_mem_read(voidpf opaque, voidpf stream, void *buf, uLong size)
{
    ZipMemory *m = stream;
    uint64_t n = zip_mem_copy(m, buf, size, m->pos);
    m->pos += n;
    return (uLong)n;
}

static ZPOS64_T ZCALLBACK zip_mem_tell(voidpf opaque, voidpf stream) { return ((ZipMemory *)stream)->pos; }

static long ZCALLBACK zip_mem_seek(voidpf opaque, voidpf stream, ZPOS64_T offset, int origin)
{
    ZipMemory *m = stream;
    uint64_t base = origin == ZLIB_FILEFUNC_SEEK_SET ? 0 : origin == ZLIB_FILEFUNC_SEEK_CUR ? m->pos : m->size;
    if (offset > UINT64_MAX - base)
        return -1;
    m->pos = base + offset;       /* past the end, as fseek allows: reads then get nothing */
    return 0;
}

static int ZCALLBACK zip_mem_close(voidpf opaque, voidpf stream)
{
    zip_mem_free(stream);
    return 0;
}

static int ZCALLBACK zip_mem_error(voidpf opaque, voidpf stream) { return 0; }

/* mem, when not NULL, receives the archive's bytes (owned by the unzFile). */
static unzFile zip_open(const char *path, ZipMemory **mem)
{
    zlib_filefunc64_def funcs = {
        .zopen64_file = zip_mem_open, .zread_file = zip_mem_read, .ztell64_file = zip_mem_tell,
        .zseek64_file = zip_mem_seek, .zclose_file = zip_mem_close, .zerror_file = zip_mem_error,
        .opaque = mem,
    };
    unzFile z = unzOpen2_64(path, &funcs);
    if (!z && mem)
        *mem = NULL;
    return z;
}

static size_t zip_hash(const char *s, size_t len)
{
    size_t h = 5381;
    for (size_t i = 0; i < len; i++)
        h = h * 33 + (unsigned char)s[i];
    return h;
}

/* The current entry's name into buf; 0 when it cannot be read or does not
 * fit (minizip then leaves it unterminated; no class name is that long). */
static int entry_name(unzFile zip, char *buf, size_t size)
{
    unz_file_info64 info;
    return unzGetCurrentFileInfo64(zip, &info, buf, size, NULL, 0, NULL, 0) == UNZ_OK &&
           info.size_filename < size;
}

/* name (name_len bytes) is kept, not copied, unless `copy`. */
static void index_add(PathEntry *e, const char *name, size_t name_len, int copy,
                      const unz64_file_pos *pos)
{
    if (e->entry_count >= e->entry_cap || name_len > UINT16_MAX ||
        pos->num_of_file > UINT32_MAX)
        return;
    ZipIndexEntry *z = &e->entries[e->entry_count];
    if (copy) {
        char *own = malloc(name_len ? name_len : 1);
        if (!own)
            return;
        memcpy(own, name, name_len);
        name = own;
    }
    *z = (ZipIndexEntry){ .name = name, .dir_at = pos->pos_in_zip_directory,
                          .file_no = (uint32_t)pos->num_of_file,
                          .name_len = (uint16_t)name_len, .owned = (uint8_t)copy };
    size_t i = zip_hash(name, name_len) & (e->index_cap - 1);
    while (e->index[i])
        i = (i + 1) & (e->index_cap - 1);
    e->index[i] = ++e->entry_count;
}

static void index_free(PathEntry *e)
{
    for (uint32_t i = 0; i < e->entry_count; i++)
        if (e->entries[i].owned)
            free((char *)e->entries[i].name);
    free(e->entries);
    free(e->index);
    e->entries = NULL;
    e->index = NULL;
    e->entry_count = e->entry_cap = 0;
    e->index_cap = 0;
}

/* Index the central directory from the archive's bytes in memory, entry
 * by entry as minizip's unzGoToNextFile steps (a 46-byte header, then the
 * name, extra field and comment), stopping where minizip's walk would
 * stop: at the last entry or a header without its signature. Walking it
 * through minizip instead re-reads and decodes every header field of
 * every entry twice, which was a quarter of hello-world's instructions.
 * 0 when the directory is not where minizip's first entry says it is (an
 * archive with bytes before it, say): the caller then walks it with
 * minizip. */
static int index_from_memory(PathEntry *e, uint64_t count)
{
    unz64_file_pos pos;
    if (!e->mem || unzGoToFirstFile(e->zip) != UNZ_OK || unzGetFilePos64(e->zip, &pos) != UNZ_OK)
        return 0;
    /* Offsets from the first byte held in memory. */
    const uint8_t *data = e->mem->data;
    uint64_t size = e->mem->size - e->mem->base, at = pos.pos_in_zip_directory;
    if (at < e->mem->base)
        return 0;
    at -= e->mem->base;
    if (at > size || size - at < 46 || zip_u4(data + at) != 0x02014b50)
        return 0;
    for (uint64_t i = 0; i < count; i++) {
        if (at > size || size - at < 46 || zip_u4(data + at) != 0x02014b50)
            break;
        const uint8_t *h = data + at;
        size_t name_len = zip_u2(h + 28);
        uint64_t next = at + 46 + name_len + zip_u2(h + 30) + zip_u2(h + 32);
        /* The name as entry_name reads it: whole, or the entry is skipped. */
        if (name_len < ZIP_NAME_MAX && name_len <= size - at - 46) {
            pos.pos_in_zip_directory = e->mem->base + at;
            pos.num_of_file = i;
            index_add(e, (const char *)h + 46, name_len, 0, &pos);
        }
        at = next;
    }
    return 1;
}

/* Read every name of the central directory once (called with e->lock). */
static void build_zip_index(PathEntry *e)
{
    unz_global_info64 gi;
    uint64_t count = 0;
    if (e->mem && unzGetGlobalInfo64(e->zip, &gi) == UNZ_OK) {
        /* A damaged end record can claim any number; each entry takes 46 bytes. */
        uint64_t held = e->mem->size - e->mem->base;
        count = gi.number_entry < held / 46 ? gi.number_entry : held / 46;
    } else {
        e->mem = NULL;
        for (int rc = unzGoToFirstFile(e->zip); rc == UNZ_OK; rc = unzGoToNextFile(e->zip))
            count++;
    }
    if (count > UINT32_MAX / 4)
        count = UINT32_MAX / 4;  /* more than a directory of any real archive */
    size_t cap = 16;
    while (cap < count * 2)
        cap *= 2;
    e->entries = malloc((count ? count : 1) * sizeof(ZipIndexEntry));
    e->index = calloc(cap, sizeof(uint32_t));
    if (!e->entries || !e->index) {
        index_free(e);
        return;
    }
    e->index_cap = cap;
    e->entry_cap = (uint32_t)count;
    if (index_from_memory(e, count))
        return;
    char name[ZIP_NAME_MAX];
    for (int rc = unzGoToFirstFile(e->zip); rc == UNZ_OK; rc = unzGoToNextFile(e->zip)) {
        unz64_file_pos pos;
        if (entry_name(e->zip, name, sizeof name) && unzGetFilePos64(e->zip, &pos) == UNZ_OK)
            index_add(e, name, strlen(name), 1, &pos);
    }
}

/* Open the archive and index it, once (called with e->lock). */
static void zip_ensure_open(PathEntry *e)
{
    if (e->zip)
        return;
    struct stat st;
    e->zip_size = stat(e->path, &st) == 0 ? (uint64_t)st.st_size : 0;
    e->zip = zip_open(e->path, &e->mem);
    if (e->zip)
        build_zip_index(e);
}

/* Position the archive at `file`; 0 when found. */
static int zip_seek(PathEntry *e, const char *file)
{
    if (!e->index)
        return unzLocateFile(e->zip, file, 1) == UNZ_OK ? 0 : -1;
    size_t len = strlen(file);
    for (size_t i = zip_hash(file, len) & (e->index_cap - 1); e->index[i]; i = (i + 1) & (e->index_cap - 1)) {
        const ZipIndexEntry *z = &e->entries[e->index[i] - 1];
        if (z->name_len == len && memcmp(z->name, file, len) == 0) {
            unz64_file_pos pos = { .pos_in_zip_directory = z->dir_at, .num_of_file = z->file_no };
            return unzGoToFilePos64(e->zip, &pos) == UNZ_OK ? 0 : -1;
        }
    }
    return -1;
}

/* Whether the archive can hold the entry its directory describes: its
 * data within the file, and no more than deflate's largest ratio (about
 * 1032:1) from it. A damaged directory otherwise has the VM allocate and
 * read up to the 1 GiB limit for a few bytes of input. */
static int entry_size_possible(const PathEntry *e, const unz_file_info64 *info)
{
    if (info->uncompressed_size >= (1u << 30))
        return 0;
    if (e->zip_size && info->compressed_size > e->zip_size)
        return 0;
    if (info->compression_method == 0)
        return info->uncompressed_size == info->compressed_size;
    return info->uncompressed_size <= info->compressed_size * 1032 + 1024;
}

static uint8_t *read_zip_entry(PathEntry *e, const char *file, size_t *len)
{
    uint8_t *buf = NULL;
    pthread_mutex_lock(&e->lock);
    zip_ensure_open(e);
    if (e->zip && zip_seek(e, file) == 0) {
        unz_file_info64 info;
        if (unzGetCurrentFileInfo64(e->zip, &info, NULL, 0, NULL, 0, NULL, 0) == UNZ_OK &&
            entry_size_possible(e, &info) && unzOpenCurrentFile(e->zip) == UNZ_OK) {
            buf = malloc(info.uncompressed_size ? info.uncompressed_size : 1);
            int r = -1;
            if (buf && info.compression_method == 0 && !(info.flag & 1) && e->mem) {
                /* Stored (the class library is): copied straight from the
                 * archive, where minizip would copy it a byte at a time. */
                ZPOS64_T at = unzGetCurrentFileZStreamPos64(e->zip);
                if (at)
                    r = (int)zip_mem_copy(e->mem, buf, info.uncompressed_size, at);
            } else if (buf) {
                r = unzReadCurrentFile(e->zip, buf, (unsigned)info.uncompressed_size);
            }
            unzCloseCurrentFile(e->zip);
            if (r != (int)info.uncompressed_size) {
                free(buf);
                buf = NULL;
            } else {
                *len = info.uncompressed_size;
            }
        }
    }
    pthread_mutex_unlock(&e->lock);
    return buf;
}

/* Where the class being defined on this thread was read from, for
 * -verbose:class ("source: ..."). */
static __thread const PathEntry *last_source;

static uint8_t *read_from(PathEntry *list, const char *file, size_t *len)
{
    last_source = NULL;
    for (PathEntry *e = list; e; e = e->next) {
        uint8_t *b;
        if (e->is_jar) {
            b = read_zip_entry(e, file, len);
        } else {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", e->path, file);
            b = read_file(path, len);
        }
        if (b) {
            last_source = e;
            return b;
        }
    }
    return NULL;
}

static uint8_t *read_class(PathEntry *list, const char *name, size_t *len)
{
    /* A name with an empty segment would still find a file ("a//B"). */
    if (!*name || name[0] == '/' || strstr(name, "//") || name[strlen(name) - 1] == '/')
        return NULL;
    char file[1024];
    if (snprintf(file, sizeof file, "%s.class", name) >= (int)sizeof file)
        return NULL;
    return read_from(list, file, len);
}

uint8_t *cl_read_app_class(const char *name, size_t *len) { return read_class(app_path, name, len); }

int cl_jar_is_valid(const char *jar)
{
    unzFile z = zip_open(jar, NULL);
    if (!z)
        return 0;
    int ok = unzGoToFirstFile(z) == UNZ_OK;
    unzClose(z);
    return ok;
}

uint8_t *cl_jar_read_entry(const char *jar, const char *file, size_t *len)
{
    PathEntry e = { .path = (char *)jar, .is_jar = 1 };
    pthread_mutex_init(&e.lock, NULL);
    uint8_t *data = read_zip_entry(&e, file, len);
    if (e.zip)
        unzClose(e.zip);
    index_free(&e);
    pthread_mutex_destroy(&e.lock);
    return data;
}

char *cl_jar_manifest_attr(const char *jar, const char *attr)
{
    size_t len = 0;
    char *mf = (char *)cl_jar_read_entry(jar, "META-INF/MANIFEST.MF", &len);
    if (!mf)
        return NULL;
    /* Unfold continuation lines (a line starting with a space continues the previous). */
    char *text = malloc(len + 1), *o = text;
    for (size_t i = 0; i < len; i++) {
        if (mf[i] == '\r')
            continue;
        if (mf[i] == '\n' && i + 1 < len && mf[i + 1] == ' ') {
            i++;
            continue;
        }
        *o++ = mf[i];
    }
    *o = 0;
    free(mf);
    char *result = NULL;
    size_t alen = strlen(attr);
    for (char *line = text; line && *line;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = 0;
        if (strncasecmp(line, attr, alen) == 0 && line[alen] == ':') {
            char *v = line + alen + 1;
            while (*v == ' ')
                v++;
            result = strdup(v);
            break;
        }
        line = nl ? nl + 1 : NULL;
    }
    free(text);
    return result;
}

/* ------------------------------------------------------------------ */
/* Loaded-class table                                                  */
/* ------------------------------------------------------------------ */

typedef struct LoadedEntry {
    Object *loader;
    Class *klass;
    const char *name;
    struct LoadedEntry *next;
} LoadedEntry;

#define TABLE_SIZE 4096
static LoadedEntry *table[TABLE_SIZE];
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t boot_lock;
static pthread_once_t boot_lock_once = PTHREAD_ONCE_INIT;

static void make_boot_lock(void)
{
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&boot_lock, &a);
}

static uint32_t name_hash(const char *s, const Object *loader)
{
    uint32_t h = (uint32_t)((uintptr_t)loader >> 3);
    while (*s)
        h = h * 31 + (uint8_t)*s++;
    return h & (TABLE_SIZE - 1);
}

Class *cl_find_loaded(const char *name, Object *loader)
{
    uint32_t h = name_hash(name, loader);
    pthread_mutex_lock(&table_lock);
    Class *found = NULL;
    for (LoadedEntry *e = table[h]; e; e = e->next)
        if (e->loader == loader && strcmp(e->name, name) == 0) {
            found = e->klass;
            break;
        }
    pthread_mutex_unlock(&table_lock);
    return found;
}

void cl_record_initiating(Class *c, Object *loader)
{
    if (cl_find_loaded(c->name, loader))
        return;
    LoadedEntry *e = malloc(sizeof *e);
    if (!e)
        return;
    e->loader = loader;
    e->klass = c;
    e->name = c->name;
    uint32_t h = name_hash(c->name, loader);
    pthread_mutex_lock(&table_lock);
    e->next = table[h];
    table[h] = e;
    pthread_mutex_unlock(&table_lock);
}

void cl_visit_loaders(void (*fn)(Object **ref, void *arg), void *arg)
{
    for (int i = 0; i < TABLE_SIZE; i++)
        for (LoadedEntry *e = table[i]; e; e = e->next)
            if (e->loader)
                fn(&e->loader, arg);
}

/* Lock a VM mutex without blocking a safepoint (see vm/heap.c). */
static void lock_safely(Thread *t, pthread_mutex_t *m)
{
    thr_lock_safely(t, m);
}

/* ------------------------------------------------------------------ */
/* Defining                                                            */
/* ------------------------------------------------------------------ */

/* -verbose:class, in the unified-logging form HotSpot prints. */
static void log_class_load(const Class *c, Object *loader)
{
    char name[1024];
    cls_external_name(c, name, sizeof name);
    const PathEntry *src = last_source;
    if (!loader)
        printf("[%.3fs][info][class,load] %s source: jrt:/java.base\n", vm_uptime_ns() / 1e9, name);
    else if (loader == wk.system_loader && src)
        printf("[%.3fs][info][class,load] %s source: file:%s%s\n", vm_uptime_ns() / 1e9, name, src->path,
               src->is_jar ? "" : "/");
    else
        printf("[%.3fs][info][class,load] %s source: __JVM_DefineClass__\n", vm_uptime_ns() / 1e9, name);
    /* Java writes to the same descriptor without stdio: keep the order. */
    fflush(stdout);
}

/* Classes this thread is defining, for ClassCircularityError: a class is
 * its own superclass only if the same loader is defining the same name. */
static __thread struct { const char *name; Object *loader; } loading_stack[128];
static __thread int loading_depth;

/* Whether the class being defined on this thread comes unchanged from the
 * VM's own class library (see cl_load_boot). */
static __thread int defining_library_code;

static Class *define_parsed(Thread *t, ClassFile *cf, Object *loader)
{
    int library_code = defining_library_code;
    defining_library_code = 0;
    if (cf->access_flags & ACC_MODULE) {
        exc_throwf(t, "java/lang/NoClassDefFoundError", "%s is not a class because access_flag ACC_MODULE is set",
                   cf->this_class);
        cf_free(cf);
        return NULL;
    }
    for (int i = 0; i < loading_depth; i++)
        if (loading_stack[i].loader == loader && strcmp(loading_stack[i].name, cf->this_class) == 0) {
            char name[512];
            snprintf(name, sizeof name, "%s", cf->this_class);
            for (char *p = name; *p; p++)
                if (*p == '/')
                    *p = '.';
            cf_free(cf);
            exc_throw(t, "java/lang/ClassCircularityError", name);
            return NULL;
        }
    if (loading_depth >= (int)AVM_ARRAY_LEN(loading_stack)) {
        cf_free(cf);
        exc_throw(t, "java/lang/StackOverflowError", "class hierarchy too deep");
        return NULL;
    }
    loading_stack[loading_depth].name = cf->this_class;
    loading_stack[loading_depth++].loader = loader;
    Class *c = cls_define(t, cf, loader);
    loading_depth--;
    if (!c)
        return NULL;
    c->library_code = library_code && !loader;
    cl_record_initiating(c, loader);
    if (vm_opts.verbose_class)
        log_class_load(c, loader);
    probe_class_loaded(c);
    EV_RAISE(EV_CLASS_LOAD, ev_class_load(t, c));
    return c;
}

/* JVMTI ClassFileLoadHook: agents may replace the bytes before parsing.
 * Returns the replacement (to free after parsing) or NULL. */
static uint8_t *load_hook(Thread *t, Object *loader, const char *name, const uint8_t **bytes, size_t *len)
{
    if (!EV_ON(EV_CLASS_FILE_LOAD_HOOK))
        return NULL;
    uint8_t *nb = NULL;
    size_t nl = 0;
    ev_class_file_load_hook(t, loader, name, *bytes, *len, &nb, &nl);
    if (nb) {
        *bytes = nb;
        *len = nl;
    }
    return nb;
}

/* bytes (from malloc) become the class file's, or are freed. */
static Class *parse_and_define(Thread *t, const char *expected, uint8_t *bytes, size_t len, Object *loader)
{
    ClassFile *cf = NULL;
    char msg[512];
    int library_code = defining_library_code;
    defining_library_code = 0;
    const uint8_t *given = bytes;
    uint8_t *replaced = load_hook(t, loader, expected, &given, &len);
    if (replaced) {
        free(bytes);
        bytes = replaced;
        library_code = 0;
    }
    CfStatus st = cf_parse_adopt(bytes, len, &cf, msg, sizeof msg);
    if (st != CF_OK) {
        exc_throw(t, st == CF_UNSUPPORTED_VERSION ? "java/lang/UnsupportedClassVersionError"
                     : st == CF_NO_MEMORY ? "java/lang/OutOfMemoryError"
                                           : "java/lang/ClassFormatError", msg);
        return NULL;
    }
    if (expected && strcmp(cf->this_class, expected) != 0) {
        char m[1024];
        snprintf(m, sizeof m, "%s (wrong name: %s)", expected, cf->this_class);
        cf_free(cf);
        exc_throw(t, "java/lang/NoClassDefFoundError", m);
        return NULL;
    }
    defining_library_code = library_code;
    return define_parsed(t, cf, loader);
}

Class *cl_load_boot(Thread *t, const char *name)
{
    Class *c = cl_find_loaded(name, NULL);
    if (c)
        return c;
    if (name[0] == '[')
        return cl_load(t, name, NULL);
    pthread_once(&boot_lock_once, make_boot_lock);
    lock_safely(t, &boot_lock);
    c = cl_find_loaded(name, NULL);
    if (!c) {
        size_t len = 0;
        uint8_t *bytes = read_class(boot_path, name, &len);
        if (bytes) {
            /* The library the VM was built with, not one -Xbootclasspath: named. */
            defining_library_code = last_source == boot_path && !vm_opts.boot_path;
            c = parse_and_define(t, name, bytes, len, NULL);
        }
    }
    pthread_mutex_unlock(&boot_lock);
    return c;
}

Class *cl_define(Thread *t, Object *loader, const char *expected, const uint8_t *bytes, size_t len)
{
    if (expected && strncmp(expected, "java/", 5) == 0 && loader) {
        char pkg[512];
        snprintf(pkg, sizeof pkg, "%s", expected);
        char *slash = strrchr(pkg, '/');
        if (slash)
            *slash = 0;
        for (char *p = pkg; *p; p++)
            if (*p == '/')
                *p = '.';
        exc_throwf(t, "java/lang/SecurityException", "Prohibited package name: %s", pkg);
        return NULL;
    }
    ClassFile *cf = NULL;
    char msg[512];
    uint8_t *replaced = load_hook(t, loader, expected, &bytes, &len);
    CfStatus st = cf_parse(bytes, len, &cf, msg, sizeof msg);
    free(replaced);
    if (st != CF_OK) {
        exc_throw(t, st == CF_UNSUPPORTED_VERSION ? "java/lang/UnsupportedClassVersionError"
                                                  : "java/lang/ClassFormatError", msg);
        return NULL;
    }
    if (expected && strcmp(cf->this_class, expected) != 0) {
        exc_throwf(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", expected, cf->this_class);
        cf_free(cf);
        return NULL;
    }
    if (!expected && loader && strncmp(cf->this_class, "java/", 5) == 0) {
        char pkg[512];
        snprintf(pkg, sizeof pkg, "%s", cf->this_class);
        char *slash = strrchr(pkg, '/');
        if (slash)
            *slash = 0;
        for (char *p = pkg; *p; p++)
            if (*p == '/')
                *p = '.';
        exc_throwf(t, "java/lang/SecurityException", "Prohibited package name: %s", pkg);
        cf_free(cf);
        return NULL;
    }
    if (cl_find_loaded(cf->this_class, loader)) {
        char name[512];
        snprintf(name, sizeof name, "%s", cf->this_class);
        for (char *p = name; *p; p++)
            if (*p == '/')
                *p = '.';
        exc_throwf(t, "java/lang/LinkageError", "loader %s attempted duplicate class definition for %s. (%s is in unnamed module of loader %s)",
                   loader == wk.system_loader ? "'app'" : "(instance of a user class loader)", name, name,
                   loader == wk.system_loader ? "'app'" : "(instance of a user class loader)");
        cf_free(cf);
        return NULL;
    }
    return define_parsed(t, cf, loader);
}

/* ------------------------------------------------------------------ */
/* Loading through loaders                                             */
/* ------------------------------------------------------------------ */

static Class *load(Thread *t, const char *name, Object *loader, int throw_error);

static Class *load_array(Thread *t, const char *name, Object *loader, int throw_error)
{
    const char *elem = name + 1;
    Class *component;
    if (*elem == '[') {
        component = load(t, elem, loader, throw_error);
    } else if (*elem == 'L') {
        size_t n = strlen(elem);
        if (n < 3 || elem[n - 1] != ';') {
            if (throw_error)
                exc_throw(t, "java/lang/NoClassDefFoundError", name);
            return NULL;
        }
        char *cn = strndup(elem + 1, n - 2);
        component = load(t, cn, loader, throw_error);
        free(cn);
    } else {
        component = elem[1] ? NULL : cls_primitive((uint8_t)*elem);
        if (!component || *elem == 'V') {
            if (throw_error)
                exc_throw(t, "java/lang/NoClassDefFoundError", name);
            return NULL;
        }
    }
    return component ? cls_array_of(t, component) : NULL;
}

static Method *load_class_method;

/* Ask a java.lang.ClassLoader for a class (JVMS 5.3.2). With throw_error,
 * a ClassNotFoundException becomes the cause of a NoClassDefFoundError, and
 * a null answer a NoClassDefFoundError. */
static Class *load_via_java(Thread *t, const char *name, Object *loader, int throw_error)
{
    if (!load_class_method) {
        load_class_method = cls_resolve_method(wk.class_loader, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;");
        if (!load_class_method) {
            exc_throw(t, "java/lang/NoSuchMethodError", "java.lang.ClassLoader.loadClass(Ljava/lang/String;)");
            return NULL;
        }
    }
    char dotted[1024];
    snprintf(dotted, sizeof dotted, "%s", name);
    for (char *p = dotted; *p; p++)
        if (*p == '/')
            *p = '.';
    Object *jname = str_new_utf8(t, dotted);
    if (!jname)
        return NULL;
    Slot args[2] = { { .l = loader }, { .l = jname } };
    Slot result;
    thr_push_root(t, &loader);
    int rc = interp_invoke_virtual(t, load_class_method, args, &result);
    thr_pop_roots(t, 1);
    if (rc != 0) {
        Object *e = t->exception;
        if (throw_error && e && strcmp(e->klass->name, "java/lang/ClassNotFoundException") == 0) {
            exc_take(t);
            thr_push_root(t, &e);
            Object *ncdfe = exc_new(t, "java/lang/NoClassDefFoundError", name);
            thr_pop_roots(t, 1);
            if (ncdfe) {
                *FIELD_PTR(ncdfe, wk.throwable_cause, Object *) = e;
                exc_throw_object(t, ncdfe);
            }
        }
        return NULL;
    }
    if (!result.l) {
        if (throw_error)
            exc_throw(t, "java/lang/NoClassDefFoundError", name);
        return NULL;
    }
    Class *c = mirror_class(result.l);
    if (strcmp(c->name, name) != 0) {
        exc_throwf(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, c->name);
        return NULL;
    }
    cl_record_initiating(c, loader);
    return c;
}

static Class *load(Thread *t, const char *name, Object *loader, int throw_error)
{
    Class *c = cl_find_loaded(name, loader);
    if (c)
        return c;
    if (name[0] == '[') {
        c = load_array(t, name, loader, throw_error);
        if (c)
            cl_record_initiating(c, loader);
        return c;
    }
    if (!loader) {
        c = cl_load_boot(t, name);
        if (!c && !t->exception && throw_error)
            exc_throw(t, "java/lang/NoClassDefFoundError", name);
        return c;
    }
    return load_via_java(t, name, loader, throw_error);
}

Class *cl_load(Thread *t, const char *name, Object *loader) { return load(t, name, loader, 1); }
Class *cl_find(Thread *t, const char *name, Object *loader) { return load(t, name, loader, 0); }

/* ------------------------------------------------------------------ */
/* Modules                                                             */
/* ------------------------------------------------------------------ */

/* A set of package names in internal form; few enough to search linearly. */
typedef struct PackageSet {
    char **names;
    size_t count, cap;
} PackageSet;

static int pkgset_has(const PackageSet *s, const char *name, size_t len)
{
    for (size_t i = 0; i < s->count; i++)
        if (strncmp(s->names[i], name, len) == 0 && s->names[i][len] == '\0')
            return 1;
    return 0;
}

static void pkgset_add(PackageSet *s, const char *name, size_t len)
{
    if (pkgset_has(s, name, len))
        return;
    if (s->count == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 32;
        char **n = realloc(s->names, cap * sizeof *n);
        if (!n)
            return;
        s->names = n;
        s->cap = cap;
    }
    char *copy = strndup(name, len);
    if (copy)
        s->names[s->count++] = copy;
}

/* The package of a class name ("java/lang/String" -> "java/lang"). */
static size_t package_length(const char *class_name)
{
    const char *slash = strrchr(class_name, '/');
    return slash ? (size_t)(slash - class_name) : 0;
}

/* The packages of the class library: the directories of the first boot
 * path entry that hold class files, read once from its JAR. */
static PackageSet library_packages;
static pthread_once_t library_packages_once = PTHREAD_ONCE_INIT;

static void scan_library_packages(void)
{
    PathEntry *e = boot_path;
    if (!e || !e->is_jar)
        return;
    pthread_mutex_lock(&e->lock);
    zip_ensure_open(e);
    for (int r = e->zip ? unzGoToFirstFile(e->zip) : UNZ_END_OF_LIST_OF_FILE; r == UNZ_OK;
         r = unzGoToNextFile(e->zip)) {
        char file[1024];
        if (!entry_name(e->zip, file, sizeof file))
            continue;
        size_t n = strlen(file);
        size_t len = package_length(file);
        if (n > 6 && strcmp(file + n - 6, ".class") == 0 && len > 0 && strncmp(file, "META-INF/", 9) != 0)
            pkgset_add(&library_packages, file, len);
    }
    pthread_mutex_unlock(&e->lock);
}

/* Adds the packages of the classes `loader` has defined. */
static void add_defined_packages(PackageSet *s, Object *loader, int skip_unnamed)
{
    for (Class *c = cls_first(); c; c = c->next_loaded) {
        if (c->loader != loader || c->is_array || cls_is_primitive(c))
            continue;
        size_t len = package_length(c->name);
        if (len > 0 || !skip_unnamed)
            pkgset_add(s, c->name, len);
    }
}

int cl_is_base_package(const char *pkg)
{
    pthread_once(&library_packages_once, scan_library_packages);
    size_t len = strlen(pkg);
    if (len == 0)
        return 0;
    if (pkgset_has(&library_packages, pkg, len))
        return 1;
    for (Class *c = cls_first(); c; c = c->next_loaded)
        if (!c->loader && !c->is_array && !cls_is_primitive(c) && package_length(c->name) == len &&
            strncmp(c->name, pkg, len) == 0)
            return 1;
    return 0;
}

char **cl_packages(Object *loader, size_t *count)
{
    PackageSet s = { 0 };
    if (!loader) {
        pthread_once(&library_packages_once, scan_library_packages);
        for (size_t i = 0; i < library_packages.count; i++)
            pkgset_add(&s, library_packages.names[i], strlen(library_packages.names[i]));
    }
    add_defined_packages(&s, loader, !loader);
    *count = s.count;
    return s.names;
}

void cl_free_packages(char **pkgs, size_t count)
{
    for (size_t i = 0; i < count; i++)
        free(pkgs[i]);
    free(pkgs);
}

/* The bootstrap loader's modules are static fields of java.lang.Module,
 * made by its static initializer. */
static Object *boot_module(Thread *t, const char *field)
{
    Class *m = cl_load_boot(t, "java/lang/Module");
    if (!m) {
        if (!t->exception)
            exc_throw(t, "java/lang/NoClassDefFoundError", "java/lang/Module");
        return NULL;
    }
    if (cls_needs_init(m) && cls_init(t, m) != 0)
        return NULL;
    Field *f = cls_field_by_name(m, field);
    if (!f || !(f->access_flags & ACC_STATIC)) {
        exc_throwf(t, "java/lang/InternalError", "class library mismatch: java.lang.Module.%s", field);
        return NULL;
    }
    return m->statics[f->offset].l;
}

Object *cl_java_base_module(Thread *t) { return boot_module(t, "javaBase"); }
Object *cl_boot_unnamed_module(Thread *t) { return boot_module(t, "bootUnnamed"); }

Object *cl_unnamed_module(Object *loader)
{
    static Field *unnamed;
    if (!unnamed)
        unnamed = cls_field_by_name(wk.class_loader, "unnamedModule");
    return unnamed ? *FIELD_PTR(loader, unnamed->offset, Object *) : NULL;
}

Object *cl_module_of(Thread *t, Class *c)
{
    while (c->is_array)
        c = c->component;
    if (!c->loader)
        return cl_java_base_module(t);
    return cl_unnamed_module(c->loader);
}

/* ------------------------------------------------------------------ */
/* Hidden classes                                                      */
/* ------------------------------------------------------------------ */

Class *cl_define_hidden(Thread *t, Class *host, const uint8_t *bytes, size_t len)
{
    ClassFile *cf = NULL;
    char msg[512];
    CfStatus st = cf_parse(bytes, len, &cf, msg, sizeof msg);
    if (st != CF_OK) {
        exc_throw(t, st == CF_NO_MEMORY ? "java/lang/OutOfMemoryError" : "java/lang/ClassFormatError", msg);
        return NULL;
    }
    Class *c = cls_define(t, cf, host->loader);
    if (!c)
        return NULL;
    size_t n = strlen(cf->this_class) + 24;
    char *name = malloc(n);
    if (!name) {
        exc_throw(t, "java/lang/OutOfMemoryError", "class metadata");
        return NULL;
    }
    snprintf(name, n, "%s.0x%016" PRIxPTR, cf->this_class, (uintptr_t)c);
    c->name = name;
    c->is_hidden = 1;
    /* Its own name resolves to itself: no loader can find it by name. */
    c->cp[cf->this_class_index].u.klass = c;
    __atomic_store_n(&c->cp[cf->this_class_index].resolved, 1, __ATOMIC_RELEASE);
    if (cls_link(t, c) != 0)
        return NULL;
    if (vm_opts.verbose_class) {
        char a[1024], b[1024];
        cls_external_name(c, a, sizeof a);
        cls_external_name(host, b, sizeof b);
        printf("[%.3fs][info][class,load] %s source: %s\n", vm_uptime_ns() / 1e9, a, b);
        fflush(stdout);
    }
    probe_class_loaded(c);
    EV_RAISE(EV_CLASS_LOAD, ev_class_load(t, c));
    if (cls_init(t, c) != 0)
        return NULL;
    return c;
}
