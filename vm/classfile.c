/*
 * Class file parser: JVMS 17 chapter 4, format checks of JVMS 4.8.
 *
 * The parser reads the file front to back through one bounds-checked
 * cursor. Every failure (truncation, a bad index, a malformed name, an
 * exhausted arena) ends the parse through one longjmp back into cf_parse(),
 * which frees the arena: since every byte the parser allocates lives in that
 * arena, an error path can never leak, and the many small readers need no
 * error plumbing. Messages follow HotSpot's wording so that a program sees
 * the same ClassFormatError text on both VMs.
 */
#include "vm/classfile.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Arena
 * ------------------------------------------------------------------------ */

typedef struct CfBlock {
    struct CfBlock *next;
    size_t used, size;
    max_align_t data[];
} CfBlock;

struct CfArena {
    CfBlock *head;
    void *adopted;               /* cf_parse_adopt's bytes, freed with the arena */
};

enum { CF_BLOCK_SIZE = 64 * 1024 };

static void arena_destroy(struct CfArena *a)
{
    if (!a)
        return;
    CfBlock *b = a->head;
    while (b) {
        CfBlock *next = b->next;
        free(b);
        b = next;
    }
    free(a->adopted);
    free(a);
}

/* Returns NULL when out of memory; the parser turns that into CF_NO_MEMORY. */
static void *arena_try_alloc(struct CfArena *a, size_t size)
{
    size = AVM_ALIGN_UP(size ? size : 1, sizeof(max_align_t));
    CfBlock *b = a->head;
    if (!b || b->size - b->used < size) {
        size_t cap = size > CF_BLOCK_SIZE ? size : CF_BLOCK_SIZE;
        b = malloc(sizeof(CfBlock) + cap);
        if (!b)
            return NULL;
        b->size = cap;
        b->used = 0;
        b->next = a->head;
        a->head = b;
    }
    void *p = (char *)b->data + b->used;
    b->used += size;
    return p;
}

/* ------------------------------------------------------------------------
 * Parser state and error exit
 * ------------------------------------------------------------------------ */

typedef struct Parser {
    const uint8_t *pos, *end;
    ClassFile *cf;
    CfConst *cp;                  /* writable view of cf->constant_pool */
    uint16_t cp_count;
    const char *name;             /* class name used in messages */
    char *msg;
    size_t msg_size;
    CfStatus status;
    /* Inside an interpreted attribute, end is the attribute's end and
     * running past it is that attribute's length error, not truncation. */
    const char *bound_msg;
    int arg_slots;                /* of the method whose Code is being read */
    jmp_buf fail;
} Parser;

AVM_NORETURN AVM_PRINTF(3, 4)
static void fail_with(Parser *p, CfStatus status, const char *fmt, ...)
{
    if (p->msg && p->msg_size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->msg, p->msg_size, fmt, ap);
        va_end(ap);
    }
    p->status = status;
    longjmp(p->fail, 1);
}

#define FORMAT_ERROR(p, ...) fail_with((p), CF_FORMAT_ERROR, __VA_ARGS__)
#define CHECK(p, cond, ...) do { if (unlikely(!(cond))) FORMAT_ERROR((p), __VA_ARGS__); } while (0)

static void *alloc(Parser *p, size_t count, size_t elem)
{
    if (elem && count > SIZE_MAX / elem)
        fail_with(p, CF_NO_MEMORY, "Out of memory parsing class file %s", p->name);
    void *mem = arena_try_alloc(p->cf->arena, count * elem);
    if (!mem)
        fail_with(p, CF_NO_MEMORY, "Out of memory parsing class file %s", p->name);
    memset(mem, 0, count * elem);
    return mem;
}

/* ------------------------------------------------------------------------
 * Cursor
 * ------------------------------------------------------------------------ */

static size_t remaining(const Parser *p)
{
    return (size_t)(p->end - p->pos);
}

static void need(Parser *p, size_t n)
{
    if (remaining(p) < n) {
        if (p->bound_msg)
            FORMAT_ERROR(p, p->bound_msg, p->name);
        FORMAT_ERROR(p, "Truncated class file");
    }
}

static uint8_t u1(Parser *p)
{
    need(p, 1);
    return *p->pos++;
}

static uint16_t u2(Parser *p)
{
    need(p, 2);
    uint16_t v = (uint16_t)(p->pos[0] << 8 | p->pos[1]);
    p->pos += 2;
    return v;
}

static uint32_t u4(Parser *p)
{
    need(p, 4);
    uint32_t v = (uint32_t)p->pos[0] << 24 | (uint32_t)p->pos[1] << 16 |
                 (uint32_t)p->pos[2] << 8 | p->pos[3];
    p->pos += 4;
    return v;
}

/* How many of `count` entries, each at least min_size bytes long, to
 * allocate room for: never more than what is left of the file (or of the
 * enclosing attribute) can hold, so that a 20-byte file cannot ask for
 * gigabytes. The entries are still read one by one, so a lying count fails
 * where HotSpot's reading fails too, at the first entry that is malformed. */
static uint32_t fit_entries(const Parser *p, uint32_t count, size_t min_size)
{
    size_t can_hold = remaining(p) / min_size + 1;
    return count < can_hold ? count : (uint32_t)can_hold;
}

/* Inside an attribute whose length bounds its entries, a count that cannot
 * fit is that attribute's length error, reported before allocating. */
static void need_entries(Parser *p, uint32_t count, size_t min_size)
{
    if ((uint64_t)count * min_size > remaining(p))
        need(p, remaining(p) + 1);
}

/* Entry i of an array sized by fit_entries: reading it means the file was
 * longer than fit_entries allowed for, which cannot be; check anyway. */
static void check_fits(Parser *p, uint32_t i, uint32_t fit)
{
    if (i >= fit)
        FORMAT_ERROR(p, "Truncated class file");
}

/* ------------------------------------------------------------------------
 * Names and descriptors (JVMS 4.2, 4.3)
 * ------------------------------------------------------------------------ */

/* JVMS 4.2.2: unqualified names contain none of . ; [ / (and, for methods,
 * < >). The characters are ASCII, so a byte scan is exact in modified UTF-8. */
static int valid_unqualified(const char *s, size_t len, int method)
{
    if (len == 0)
        return 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c == '.' || c == ';' || c == '[' || c == '/')
            return 0;
        if (method && (c == '<' || c == '>'))
            return 0;
    }
    return 1;
}

/* Skip one field type starting at s; NULL if malformed. */
static const char *skip_field_type(const char *s, const char *end)
{
    int dims = 0;
    while (s < end && *s == '[') {
        if (++dims > 255)
            return NULL;
        s++;
    }
    if (s >= end)
        return NULL;
    switch (*s) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
        return s + 1;
    case 'L': {
        /* The class name up to ';': unqualified names separated by single
         * slashes, checked in the one pass (descriptors are most of what
         * parsing a class reads). */
        const char *seg = ++s;
        for (; s < end; s++) {
            char c = *s;
            if (c == ';' || c == '/') {
                if (s == seg)
                    return NULL;
                if (c == ';')
                    return s + 1;
                seg = s + 1;
            } else if (c == '.' || c == '[') {
                return NULL;
            }
        }
        return NULL;
    }
    default:
        return NULL;
    }
}

int cf_valid_field_descriptor(const char *d)
{
    if (!d)
        return 0;
    const char *end = d + strlen(d);
    return skip_field_type(d, end) == end;
}

int cf_method_arg_slots(const char *d)
{
    if (!d || *d != '(')
        return -1;
    const char *end = d + strlen(d);
    const char *s = d + 1;
    int slots = 0;
    while (s < end && *s != ')') {
        const char *next = skip_field_type(s, end);
        if (!next)
            return -1;
        slots += (*s == 'J' || *s == 'D') ? 2 : 1;
        s = next;
    }
    if (s >= end)
        return -1;
    s++;
    if (*s == 'V' && s + 1 == end)
        return slots;
    return skip_field_type(s, end) == end ? slots : -1;
}

int cf_valid_method_descriptor(const char *d)
{
    return cf_method_arg_slots(d) >= 0;
}

/* JVMS 4.2.1: a class name in a Class entry is a binary name in internal
 * form, or an array type descriptor. */
static int valid_class_name(const char *s, size_t len)
{
    if (len == 0)
        return 0;
    if (s[0] == '[')
        return skip_field_type(s, s + len) == s + len;
    const char *seg = s;
    for (const char *q = s; q <= s + len; q++) {
        if (q == s + len || *q == '/') {
            if (!valid_unqualified(seg, (size_t)(q - seg), 0))
                return 0;
            seg = q + 1;
        }
    }
    return 1;
}

static int is_init(const char *s)
{
    return strcmp(s, "<init>") == 0;
}

static int is_clinit(const char *s)
{
    return strcmp(s, "<clinit>") == 0;
}

static int valid_method_name(const char *s, size_t len)
{
    return is_init(s) || is_clinit(s) || valid_unqualified(s, len, 1);
}

/* Modified UTF-8 (JVMS 4.4.7): no NUL byte, no byte 0xF0..0xFF, and every
 * multi-byte sequence complete with 10xxxxxx continuation bytes. */
static int valid_modified_utf8(const uint8_t *s, uint32_t len)
{
    for (uint32_t i = 0; i < len;) {
        uint8_t c = s[i];
        if (c == 0)
            return 0;
        if (c < 0x80) {
            i++;
            continue;
        }
        uint32_t extra = (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : 0;
        if (extra == 0 || len - i <= extra)
            return 0;
        for (uint32_t k = 1; k <= extra; k++)
            if ((s[i + k] & 0xC0) != 0x80)
                return 0;
        i += extra + 1;
    }
    return 1;
}

/* ------------------------------------------------------------------------
 * Constant pool
 * ------------------------------------------------------------------------ */

static int cp_is(const Parser *p, uint32_t index, uint8_t tag)
{
    return index > 0 && index < p->cp_count && p->cp[index].tag == tag;
}

/* The Utf8 string at index, or a format error with HotSpot's message. */
static const char *cp_utf8_checked(Parser *p, uint32_t index)
{
    CHECK(p, cp_is(p, index, CONSTANT_Utf8),
          "Invalid constant pool index %u in class file %s", index, p->name);
    return p->cp[index].u.utf8.chars;
}

static uint32_t cp_utf8_len(const Parser *p, uint32_t index)
{
    return p->cp[index].utf8_len;
}

/* Minimum bytes of an entry's body after the tag, by tag (0: unknown). */
static uint32_t cp_body_size(uint8_t tag)
{
    switch (tag) {
    case CONSTANT_Utf8: return 2;
    case CONSTANT_Integer: case CONSTANT_Float: return 4;
    case CONSTANT_Long: case CONSTANT_Double: return 8;
    case CONSTANT_Class: case CONSTANT_String: case CONSTANT_MethodType:
    case CONSTANT_Module: case CONSTANT_Package: return 2;
    case CONSTANT_Fieldref: case CONSTANT_Methodref: case CONSTANT_InterfaceMethodref:
    case CONSTANT_NameAndType: case CONSTANT_Dynamic: case CONSTANT_InvokeDynamic: return 4;
    case CONSTANT_MethodHandle: return 3;
    default: return 0;
    }
}

/* First class file major version in which each tag is legal. */
static uint16_t cp_tag_min_major(uint8_t tag)
{
    switch (tag) {
    case CONSTANT_MethodHandle: case CONSTANT_MethodType: case CONSTANT_InvokeDynamic:
        return 51;
    case CONSTANT_Dynamic: return 55;
    case CONSTANT_Module: case CONSTANT_Package: return 53;
    default: return 45;
    }
}

static void read_utf8_entry(Parser *p, CfConst *c)
{
    uint16_t len = u2(p);
    need(p, len);
    CHECK(p, valid_modified_utf8(p->pos, len),
          "Illegal UTF8 string in constant pool in class file %s", p->name);
    char *s = alloc(p, (size_t)len + 1, 1);
    memcpy(s, p->pos, len);
    p->pos += len;
    c->u.utf8.chars = s;
    c->utf8_len = len;
}

static void read_number_entry(Parser *p, CfConst *c)
{
    switch (c->tag) {
    case CONSTANT_Integer: c->u.i = (int32_t)u4(p); break;
    case CONSTANT_Float: {
        uint32_t bits = u4(p);
        memcpy(&c->u.f, &bits, sizeof bits);
        break;
    }
    case CONSTANT_Long: {
        uint64_t hi = u4(p);
        c->u.j = (int64_t)(hi << 32 | u4(p));
        break;
    }
    default: {
        uint64_t hi = u4(p);
        uint64_t bits = hi << 32 | u4(p);
        memcpy(&c->u.d, &bits, sizeof bits);
        break;
    }
    }
}

/* Reads the body of entry i. Module and Package entries are only legal in
 * a module-info, which is known from the access flags after the pool, so
 * the first one seen is remembered in *deferred_tag. */
static void read_cp_entry(Parser *p, uint16_t i, uint8_t *deferred_tag)
{
    CfConst *c = &p->cp[i];
    c->tag = u1(p);
    if (cp_body_size(c->tag) == 0)
        FORMAT_ERROR(p, "Unknown constant tag %u in class file %s", c->tag, p->name);
    if (p->cf->major_version < cp_tag_min_major(c->tag))
        FORMAT_ERROR(p, "Class file version does not support constant tag %u in class file %s",
                     c->tag, p->name);
    switch (c->tag) {
    case CONSTANT_Utf8: read_utf8_entry(p, c); break;
    case CONSTANT_Integer: case CONSTANT_Float: case CONSTANT_Long: case CONSTANT_Double:
        read_number_entry(p, c);
        break;
    case CONSTANT_Module: case CONSTANT_Package:
        if (!*deferred_tag)
            *deferred_tag = c->tag;
        /* fall through */
    case CONSTANT_Class: case CONSTANT_String: case CONSTANT_MethodType:
        c->u.name_index = u2(p);
        break;
    case CONSTANT_MethodHandle:
        c->u.mh.kind = u1(p);
        c->u.mh.reference_index = u2(p);
        break;
    default:
        /* Two u2 indices; ref, nat and dyn share this layout. */
        c->u.ref.class_index = u2(p);
        c->u.ref.name_and_type_index = u2(p);
        break;
    }
}

static void read_constant_pool(Parser *p, uint8_t *deferred_tag)
{
    p->cp_count = u2(p);
    CHECK(p, p->cp_count > 0, "Illegal constant pool size %u in class file %s",
          p->cp_count, p->name);
    /* At most 65535 small entries: allocated whole, so indices stay simple. */
    p->cp = alloc(p, p->cp_count, sizeof(CfConst));
    for (uint32_t i = 1; i < p->cp_count; i++) {
        read_cp_entry(p, (uint16_t)i, deferred_tag);
        if (p->cp[i].tag == CONSTANT_Long || p->cp[i].tag == CONSTANT_Double) {
            CHECK(p, i + 1 < p->cp_count, "Invalid constant pool entry %u in class file %s",
                  i, p->name);
            i++;
        }
    }
    p->cf->constant_pool_count = p->cp_count;
    p->cf->constant_pool = p->cp;
}

/* ------------------------------------------------------------------------
 * Constant pool cross-references (JVMS 4.4, checked as in 4.8)
 * ------------------------------------------------------------------------ */

static void check_class_entry(Parser *p, uint32_t i)
{
    uint16_t ni = p->cp[i].u.name_index;
    const char *name = cp_utf8_checked(p, ni);
    CHECK(p, valid_class_name(name, cp_utf8_len(p, ni)),
          "Illegal class name \"%s\" in class file %s", name, p->name);
}

/* A NameAndType used by a field reference or Dynamic: a field name and a
 * field descriptor. */
static void check_field_nat(Parser *p, uint32_t nat)
{
    uint16_t ni = p->cp[nat].u.nat.name_index, di = p->cp[nat].u.nat.descriptor_index;
    const char *name = p->cp[ni].u.utf8.chars, *desc = p->cp[di].u.utf8.chars;
    CHECK(p, valid_unqualified(name, cp_utf8_len(p, ni), 0),
          "Illegal field name \"%s\" in class %s", name, p->name);
    CHECK(p, cf_valid_field_descriptor(desc),
          "Field \"%s\" in class %s has illegal signature \"%s\"", name, p->name, desc);
}

/* A NameAndType used by a method reference or InvokeDynamic. Only method
 * references (not InvokeDynamic) may name <init>, which must return void. */
static void check_method_nat(Parser *p, uint32_t nat, int allow_init)
{
    uint16_t ni = p->cp[nat].u.nat.name_index, di = p->cp[nat].u.nat.descriptor_index;
    const char *name = p->cp[ni].u.utf8.chars, *desc = p->cp[di].u.utf8.chars;
    int ok_name = allow_init && name[0] == '<' ? is_init(name)
                                               : valid_unqualified(name, cp_utf8_len(p, ni), 1);
    CHECK(p, ok_name, "Illegal method name \"%s\" in class %s", name, p->name);
    int slots = cf_method_arg_slots(desc);
    int ok_desc = slots >= 0 && (!is_init(name) || desc[strlen(desc) - 1] == 'V');
    CHECK(p, ok_desc, "Method \"%s\" in class %s has illegal signature \"%s\"",
          name, p->name, desc);
}

static void check_member_ref(Parser *p, uint32_t i)
{
    CfConst *c = &p->cp[i];
    uint16_t ci = c->u.ref.class_index, nat = c->u.ref.name_and_type_index;
    CHECK(p, cp_is(p, ci, CONSTANT_Class) && cp_is(p, nat, CONSTANT_NameAndType),
          "Invalid constant pool index %u in class file %s",
          cp_is(p, ci, CONSTANT_Class) ? nat : ci, p->name);
    if (c->tag == CONSTANT_Fieldref)
        check_field_nat(p, nat);
    else
        check_method_nat(p, nat, 1);
}

/* JVMS 4.4.8: the kind decides what the reference must point at. */
static void check_method_handle(Parser *p, uint32_t i)
{
    uint8_t kind = p->cp[i].u.mh.kind;
    uint16_t ref = p->cp[i].u.mh.reference_index;
    CHECK(p, kind >= 1 && kind <= 9,
          "Bad method handle kind at constant pool index %u in class file %s", i, p->name);
    int ok;
    if (kind <= 4)
        ok = cp_is(p, ref, CONSTANT_Fieldref);
    else if (kind == 5 || kind == 8)
        ok = cp_is(p, ref, CONSTANT_Methodref);
    else if (kind == 9)
        ok = cp_is(p, ref, CONSTANT_InterfaceMethodref);
    else
        ok = cp_is(p, ref, CONSTANT_Methodref) ||
             (p->cf->major_version >= 52 && cp_is(p, ref, CONSTANT_InterfaceMethodref));
    CHECK(p, ok, "Invalid constant pool index %u in class file %s (not a %s)", ref, p->name,
          kind <= 4 ? "field" : "method");
    if (kind <= 4)
        return;
    uint16_t nat = p->cp[ref].u.ref.name_and_type_index;
    uint16_t ni = p->cp[nat].u.nat.name_index;
    const char *name = p->cp[ni].u.utf8.chars;
    if (kind == 8)
        CHECK(p, is_init(name), "Bad constructor name at constant pool index %u in class file %s",
              ni, p->name);
    else
        CHECK(p, name[0] != '<', "Bad method name at constant pool index %u in class file %s",
              ni, p->name);
}

static void check_nat_entry(Parser *p, uint32_t i)
{
    cp_utf8_checked(p, p->cp[i].u.nat.name_index);
    cp_utf8_checked(p, p->cp[i].u.nat.descriptor_index);
}

static void check_dynamic(Parser *p, uint32_t i)
{
    uint16_t nat = p->cp[i].u.dyn.name_and_type_index;
    CHECK(p, cp_is(p, nat, CONSTANT_NameAndType),
          "Invalid constant pool index %u in class file %s", nat, p->name);
    if (p->cp[i].tag == CONSTANT_Dynamic) {
        uint16_t ni = p->cp[nat].u.nat.name_index, di = p->cp[nat].u.nat.descriptor_index;
        const char *desc = p->cp[di].u.utf8.chars;
        CHECK(p, cf_valid_field_descriptor(desc),
              "CONSTANT_Dynamic \"%s\" in class %s has illegal signature \"%s\"",
              p->cp[ni].u.utf8.chars, p->name, desc);
        check_field_nat(p, nat);
    } else
        check_method_nat(p, nat, 0);
}

static void check_cp_entry(Parser *p, uint32_t i)
{
    CfConst *c = &p->cp[i];
    switch (c->tag) {
    case CONSTANT_Class: check_class_entry(p, i); break;
    case CONSTANT_String: case CONSTANT_Module: case CONSTANT_Package:
        cp_utf8_checked(p, c->u.name_index);
        break;
    case CONSTANT_MethodType: {
        const char *d = cp_utf8_checked(p, c->u.descriptor_index);
        CHECK(p, cf_valid_method_descriptor(d),
              "Method type has illegal signature \"%s\" in class file %s", d, p->name);
        break;
    }
    case CONSTANT_Fieldref: case CONSTANT_Methodref: case CONSTANT_InterfaceMethodref:
        check_member_ref(p, i);
        break;
    case CONSTANT_Dynamic: case CONSTANT_InvokeDynamic: check_dynamic(p, i); break;
    default: break;
    }
}

/* Three passes so that references may point forward: NameAndType entries
 * first, since member references look through them, and method handles
 * last, since they look through member references. */
static void check_constant_pool(Parser *p)
{
    for (uint32_t i = 1; i < p->cp_count; i++)
        if (p->cp[i].tag == CONSTANT_NameAndType)
            check_nat_entry(p, i);
    for (uint32_t i = 1; i < p->cp_count; i++)
        if (p->cp[i].tag != CONSTANT_MethodHandle)
            check_cp_entry(p, i);
    for (uint32_t i = 1; i < p->cp_count; i++)
        if (p->cp[i].tag == CONSTANT_MethodHandle)
            check_method_handle(p, i);
}

/* A loadable constant (JVMS 4.4, table 4.4-C) for ldc and bootstrap args. */
static int cp_loadable(const Parser *p, uint32_t i)
{
    if (i == 0 || i >= p->cp_count)
        return 0;
    switch (p->cp[i].tag) {
    case CONSTANT_Integer: case CONSTANT_Float: case CONSTANT_Long: case CONSTANT_Double:
    case CONSTANT_Class: case CONSTANT_String: case CONSTANT_MethodHandle:
    case CONSTANT_MethodType: case CONSTANT_Dynamic:
        return 1;
    default:
        return 0;
    }
}

/* ------------------------------------------------------------------------
 * Attributes
 * ------------------------------------------------------------------------ */

/* An interpreted attribute is read with the cursor's end moved to the
 * attribute's end, so that no reader can run past it; bound_msg names the
 * error if one tries. leave_attr then insists the content ended exactly. */
typedef struct AttrScope {
    const uint8_t *attr_end, *saved_end;
    const char *saved_msg, *msg;
} AttrScope;

static AttrScope enter_attr(Parser *p, uint32_t len, const char *msg)
{
    /* HotSpot treats the length as signed: a "negative" one is the
     * attribute's length error, a positive one beyond the file truncation. */
    if (len > remaining(p) && len <= INT32_MAX)
        need(p, len);
    if (len > remaining(p))
        FORMAT_ERROR(p, msg, p->name);
    AttrScope s = { p->pos + len, p->end, p->bound_msg, msg };
    p->end = s.attr_end;
    p->bound_msg = msg;
    return s;
}

static void leave_attr(Parser *p, const AttrScope *s)
{
    if (p->pos != s->attr_end)
        FORMAT_ERROR(p, s->msg, p->name);
    p->end = s->saved_end;
    p->bound_msg = s->saved_msg;
}

/* Reads an attribute's name and length. Whether its bytes are all there is
 * checked by its reader: HotSpot reports a known attribute's impossible
 * length as that attribute's error, an unknown one's as truncation. */
static const char *attribute_header(Parser *p, uint32_t *len)
{
    need(p, 6);
    uint16_t ni = u2(p);
    *len = u4(p);
    CHECK(p, cp_is(p, ni, CONSTANT_Utf8),
          "Attribute name has bad constant pool index %u in class file %s", ni, p->name);
    return p->cp[ni].u.utf8.chars;
}

/* After the attribute was read from start: keep it, go past its end. Its
 * bytes are those of the class file's own copy (cf->bytes), which lives as
 * long as the parsed form, in the same arena. */
static void keep_raw(Parser *p, CfAttribute *dst, const char *name, uint32_t len,
                     const uint8_t *start)
{
    p->pos = start;
    need(p, len);
    dst->name = name;
    dst->length = len;
    dst->info = start;
    p->pos = start + len;
}

/* Reads an attribute count; *fit is how many entries were allocated. */
static CfAttribute *alloc_attributes(Parser *p, uint16_t *count_out, uint32_t *fit)
{
    uint16_t n = u2(p);
    *fit = fit_entries(p, n, 6);
    *count_out = n;
    return alloc(p, *fit, sizeof(CfAttribute));
}

static uint16_t *read_u2_list(Parser *p, uint16_t count)
{
    uint32_t fit = fit_entries(p, count, 2);
    uint16_t *list = alloc(p, fit, sizeof(uint16_t));
    for (uint32_t i = 0; i < count; i++) {
        check_fits(p, i, fit);
        list[i] = u2(p);
    }
    return list;
}

static const char *read_signature(Parser *p)
{
    uint16_t i = u2(p);
    CHECK(p, cp_is(p, i, CONSTANT_Utf8),
          "Invalid constant pool index %u in Signature attribute in class file %s", i, p->name);
    return p->cp[i].u.utf8.chars;
}

static void check_empty_attr(Parser *p, const char *name, uint32_t len)
{
    CHECK(p, len == 0, "Invalid %s classfile attribute length %u in class file %s", name, len, p->name);
}

/* ------------------------------------------------------------------------
 * Code attribute (JVMS 4.7.3)
 * ------------------------------------------------------------------------ */

static void read_exception_table(Parser *p, CfCode *code)
{
    uint16_t n = u2(p);
    uint32_t fit = fit_entries(p, n, 8);
    CfExceptionEntry *t = alloc(p, fit, sizeof *t);
    for (uint32_t i = 0; i < n; i++) {
        check_fits(p, i, fit);
        CfExceptionEntry *e = &t[i];
        e->start_pc = u2(p);
        e->end_pc = u2(p);
        e->handler_pc = u2(p);
        e->catch_type = u2(p);
        CHECK(p, e->start_pc < e->end_pc && e->end_pc <= code->code_length,
              "Illegal exception table range in class file %s", p->name);
        CHECK(p, e->handler_pc < code->code_length,
              "Illegal exception table handler in class file %s", p->name);
        CHECK(p, e->catch_type == 0 || cp_is(p, e->catch_type, CONSTANT_Class),
              "Catch type in exception table has bad constant type in class file %s", p->name);
    }
    code->exception_table_length = n;
    code->exception_table = t;
}

/* Appends the entries of one LineNumberTable to those read before. */
static void read_line_numbers(Parser *p, CfCode *code)
{
    uint16_t n = u2(p);
    uint32_t total = code->line_number_count + (uint32_t)n;
    CHECK(p, total <= UINT16_MAX, "Too many LineNumberTable entries in class file %s", p->name);
    uint32_t fit = code->line_number_count + fit_entries(p, n, 4);
    CfLineNumber *t = alloc(p, fit, sizeof *t);
    if (code->line_number_count)
        memcpy(t, code->line_numbers, code->line_number_count * sizeof *t);
    for (uint32_t i = code->line_number_count; i < total; i++) {
        check_fits(p, i, fit);
        t[i].start_pc = u2(p);
        t[i].line_number = u2(p);
        CHECK(p, t[i].start_pc < code->code_length,
              "Invalid pc in LineNumberTable in class file %s", p->name);
    }
    code->line_numbers = t;
    code->line_number_count = (uint16_t)total;
}

static void read_local_variable(Parser *p, const CfCode *code, CfLocalVariable *v,
                                int is_type_table)
{
    const char *attr = is_type_table ? "LocalVariableTypeTable" : "LocalVariableTable";
    v->start_pc = u2(p);
    v->length = u2(p);
    uint16_t ni = u2(p), di = u2(p);
    v->index = u2(p);
    CHECK(p, v->start_pc < code->code_length,
          "Invalid start_pc %u in %s in class file %s", v->start_pc, attr, p->name);
    CHECK(p, (uint32_t)v->start_pc + v->length <= code->code_length,
          "Invalid length %u in %s in class file %s", v->length, attr, p->name);
    CHECK(p, cp_is(p, ni, CONSTANT_Utf8),
          "Name index %u in %s has bad constant type in class file %s", ni, attr, p->name);
    CHECK(p, cp_is(p, di, CONSTANT_Utf8),
          "Signature index %u in %s has bad constant type in class file %s", di, attr, p->name);
    v->name = p->cp[ni].u.utf8.chars;
    v->descriptor = p->cp[di].u.utf8.chars;
    CHECK(p, valid_unqualified(v->name, cp_utf8_len(p, ni), 0),
          "Illegal local variable name \"%s\" in class file %s", v->name, p->name);
    CHECK(p, is_type_table || cf_valid_field_descriptor(v->descriptor),
          "Field \"%s\" in class %s has illegal signature \"%s\"", v->name, p->name,
          v->descriptor);
    int wide = !is_type_table && (v->descriptor[0] == 'J' || v->descriptor[0] == 'D');
    CHECK(p, (uint32_t)v->index + wide < code->max_locals,
          "Invalid index %u in %s in class file %s", v->index, attr, p->name);
}

static void read_local_variables(Parser *p, CfCode *code, int is_type_table)
{
    uint16_t n = u2(p);
    uint16_t *count = is_type_table ? &code->local_variable_type_count
                                    : &code->local_variable_count;
    const CfLocalVariable **list = is_type_table ? &code->local_variable_types
                                                 : &code->local_variables;
    uint32_t total = *count + (uint32_t)n;
    CHECK(p, total <= UINT16_MAX, "Too many local variable entries in class file %s", p->name);
    uint32_t fit = *count + fit_entries(p, n, 10);
    CfLocalVariable *t = alloc(p, fit, sizeof *t);
    if (*count)
        memcpy(t, *list, *count * sizeof *t);
    for (uint32_t i = *count; i < total; i++) {
        check_fits(p, i, fit);
        read_local_variable(p, code, &t[i], is_type_table);
    }
    *list = t;
    *count = (uint16_t)total;
}

static void read_code_attribute(Parser *p, CfCode *code, CfAttribute *raw)
{
    uint32_t len;
    const char *name = attribute_header(p, &len);
    const uint8_t *start = p->pos;
    if (strcmp(name, "LineNumberTable") == 0) {
        AttrScope s = enter_attr(p, len, "LineNumberTable attribute has wrong length in class file %s");
        read_line_numbers(p, code);
        leave_attr(p, &s);
    } else if (strcmp(name, "LocalVariableTable") == 0) {
        AttrScope s = enter_attr(p, len, "LocalVariableTable has wrong length in class file %s");
        read_local_variables(p, code, 0);
        leave_attr(p, &s);
    } else if (strcmp(name, "LocalVariableTypeTable") == 0) {
        AttrScope s = enter_attr(p, len, "LocalVariableTypeTable has wrong length in class file %s");
        read_local_variables(p, code, 1);
        leave_attr(p, &s);
    }
    keep_raw(p, raw, name, len, start);
}

static void read_code_body(Parser *p, CfCode *code)
{
    code->max_stack = u2(p);
    code->max_locals = u2(p);
    CHECK(p, p->arg_slots <= code->max_locals,
          "Arguments can't fit into locals in class file %s", p->name);
    code->code_length = u4(p);
    CHECK(p, code->code_length > 0 && code->code_length < 65536,
          "Invalid method Code length %u in class file %s", code->code_length, p->name);
    need(p, code->code_length);
    code->code = p->pos;          /* in cf->bytes, as attributes are (keep_raw) */
    p->pos += code->code_length;
    read_exception_table(p, code);
    uint32_t fit;
    CfAttribute *attrs = alloc_attributes(p, &code->attribute_count, &fit);
    for (uint32_t i = 0; i < code->attribute_count; i++) {
        check_fits(p, i, fit);
        read_code_attribute(p, code, &attrs[i]);
    }
    code->attributes = attrs;
}

static const CfCode *read_code(Parser *p, uint32_t len, int arg_slots)
{
    p->arg_slots = arg_slots;
    CfCode *code = alloc(p, 1, sizeof *code);
    AttrScope s = enter_attr(p, len, "Code segment has wrong length in class file %s");
    read_code_body(p, code);
    leave_attr(p, &s);
    return code;
}

/* ------------------------------------------------------------------------
 * Fields and methods (JVMS 4.5, 4.6)
 * ------------------------------------------------------------------------ */

enum {
    FIELD_FLAGS = ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL |
                  ACC_VOLATILE | ACC_TRANSIENT | ACC_SYNTHETIC | ACC_ENUM,
    METHOD_FLAGS = ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL |
                   ACC_SYNCHRONIZED | ACC_BRIDGE | ACC_VARARGS | ACC_NATIVE | ACC_ABSTRACT |
                   ACC_STRICT | ACC_SYNTHETIC,
    CLASS_FLAGS = ACC_PUBLIC | ACC_FINAL | ACC_SUPER | ACC_INTERFACE | ACC_ABSTRACT |
                  ACC_SYNTHETIC | ACC_ANNOTATION | ACC_ENUM
};

static int is_interface(const Parser *p)
{
    return (p->cf->access_flags & ACC_INTERFACE) != 0;
}

static int bad_visibility(uint16_t f)
{
    int n = !!(f & ACC_PUBLIC) + !!(f & ACC_PRIVATE) + !!(f & ACC_PROTECTED);
    return n > 1;
}

static void check_field_flags(Parser *p, uint16_t f)
{
    int bad;
    if (is_interface(p)) {
        const uint16_t need_all = ACC_PUBLIC | ACC_STATIC | ACC_FINAL;
        uint16_t forbidden = ACC_PRIVATE | ACC_PROTECTED | ACC_VOLATILE | ACC_TRANSIENT |
                             (p->cf->major_version >= 49 ? ACC_ENUM : 0);
        bad = (f & need_all) != need_all || (f & forbidden);
    } else {
        bad = bad_visibility(f) || ((f & ACC_FINAL) && (f & ACC_VOLATILE));
    }
    CHECK(p, !bad, "Illegal field modifiers in class %s: 0x%X", p->name, f);
}

/* JVMS 4.6 rules for methods of interfaces, by class file version. */
static int bad_interface_method_flags(const Parser *p, uint16_t f)
{
    uint16_t major = p->cf->major_version;
    int pub = !!(f & ACC_PUBLIC), priv = !!(f & ACC_PRIVATE), abs = !!(f & ACC_ABSTRACT);
    if (major >= 52) {
        uint16_t strict = major < 61 ? ACC_STRICT : 0;
        return pub == priv ||
               (f & (ACC_PROTECTED | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE)) ||
               (abs && (f & (ACC_PRIVATE | ACC_STATIC | strict)));
    }
    uint16_t forbidden = ACC_STATIC | ACC_FINAL | ACC_NATIVE;
    if (major >= 49)
        forbidden |= ACC_PRIVATE | ACC_PROTECTED | ACC_SYNCHRONIZED | ACC_STRICT;
    return !pub || !abs || (f & forbidden);
}

static int bad_class_method_flags(const Parser *p, uint16_t f, const char *name)
{
    uint16_t major = p->cf->major_version;
    if (bad_visibility(f))
        return 1;
    if (is_init(name))
        return (f & (ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT)) ||
               (major >= 49 && (f & ACC_BRIDGE));
    if (!(f & ACC_ABSTRACT))
        return 0;
    uint16_t forbidden = ACC_FINAL | ACC_NATIVE | ACC_PRIVATE | ACC_STATIC;
    if (major >= 49)
        forbidden |= ACC_SYNCHRONIZED | (major < 61 ? ACC_STRICT : 0);
    return (f & forbidden) != 0;
}

/* <clinit> flags are ignored, except that from 51 on it must be static. */
static uint16_t check_method_flags(Parser *p, uint16_t f, const char *name)
{
    if (is_clinit(name)) {
        if (p->cf->major_version < 51)
            return ACC_STATIC;
        CHECK(p, f & ACC_STATIC, "Method <clinit> is not static in class file %s", p->name);
        return f & (ACC_STATIC | ACC_STRICT);
    }
    CHECK(p, !(is_interface(p) && is_init(name)),
          "Interface cannot have a method named <init>, class file %s", p->name);
    int bad = is_interface(p) ? bad_interface_method_flags(p, f)
                              : bad_class_method_flags(p, f, name);
    CHECK(p, !bad, "Method %s in class %s has illegal modifiers: 0x%X", name, p->name, f);
    return f;
}

/* JVMS 4.7.2: the constant's tag must match the field's type. */
static void check_constant_value(Parser *p, const CfMember *m, uint16_t index)
{
    CHECK(p, index > 0 && index < p->cp_count,
          "Bad initial value index %u in ConstantValue attribute in class file %s",
          index, p->name);
    uint8_t tag = p->cp[index].tag, want;
    switch (m->descriptor[0]) {
    case 'J': want = CONSTANT_Long; break;
    case 'F': want = CONSTANT_Float; break;
    case 'D': want = CONSTANT_Double; break;
    case 'B': case 'C': case 'S': case 'Z': case 'I': want = CONSTANT_Integer; break;
    default:
        want = strcmp(m->descriptor, "Ljava/lang/String;") == 0 ? CONSTANT_String : 0;
        break;
    }
    CHECK(p, tag == want, "Inconsistent constant value type in class file %s", p->name);
}

static void read_field_attribute(Parser *p, CfMember *m, CfAttribute *raw)
{
    uint32_t len;
    const char *name = attribute_header(p, &len);
    const uint8_t *start = p->pos;
    if (strcmp(name, "ConstantValue") == 0) {
        CHECK(p, len == 2, "Invalid ConstantValue field attribute length %u in class file %s",
              len, p->name);
        CHECK(p, m->constant_value_index == 0,
              "Duplicate ConstantValue attribute in class file %s", p->name);
        m->constant_value_index = u2(p);
        check_constant_value(p, m, m->constant_value_index);
    } else if (strcmp(name, "Signature") == 0) {
        CHECK(p, len == 2, "Wrong size %u for field's Signature attribute in class file %s",
              len, p->name);
        CHECK(p, !m->signature, "Multiple Signature attributes for field in class file %s",
              p->name);
        m->signature = read_signature(p);
    } else if (strcmp(name, "Deprecated") == 0) {
        check_empty_attr(p, name, len);
        m->deprecated = 1;
    } else if (strcmp(name, "Synthetic") == 0) {
        check_empty_attr(p, name, len);
        m->synthetic = 1;
    }
    keep_raw(p, raw, name, len, start);
}

static void read_exceptions_attr(Parser *p, CfMember *m, uint32_t len)
{
    CHECK(p, !m->exceptions, "Multiple Exceptions attributes in class file %s", p->name);
    AttrScope s = enter_attr(p, len, "Exceptions attribute has wrong length in class file %s");
    m->exception_count = u2(p);
    m->exceptions = read_u2_list(p, m->exception_count);
    leave_attr(p, &s);
    for (uint32_t i = 0; i < m->exception_count; i++)
        CHECK(p, cp_is(p, m->exceptions[i], CONSTANT_Class),
              "Exception name has bad type at constant pool %u in class file %s",
              m->exceptions[i], p->name);
}

static void read_method_attribute(Parser *p, CfMember *m, CfAttribute *raw, int arg_slots)
{
    uint32_t len;
    const char *name = attribute_header(p, &len);
    const uint8_t *start = p->pos;
    if (strcmp(name, "Code") == 0) {
        CHECK(p, !(m->access_flags & (ACC_NATIVE | ACC_ABSTRACT)),
              "Code attribute in native or abstract methods in class file %s", p->name);
        CHECK(p, !m->code, "Multiple Code attributes in class file %s", p->name);
        m->code = read_code(p, len, arg_slots);
    } else if (strcmp(name, "Exceptions") == 0) {
        read_exceptions_attr(p, m, len);
    } else if (strcmp(name, "Signature") == 0) {
        CHECK(p, len == 2, "Invalid Signature attribute length %u in class file %s",
              len, p->name);
        CHECK(p, !m->signature, "Multiple Signature attributes for method in class file %s",
              p->name);
        m->signature = read_signature(p);
    } else if (strcmp(name, "Deprecated") == 0) {
        check_empty_attr(p, name, len);
        m->deprecated = 1;
    } else if (strcmp(name, "Synthetic") == 0) {
        check_empty_attr(p, name, len);
        m->synthetic = 1;
    }
    keep_raw(p, raw, name, len, start);
}

/* Name and descriptor of a member, as indices into the pool. */
static void read_member_name(Parser *p, CfMember *m, int is_method)
{
    const char *what = is_method ? "method" : "field";
    uint16_t ni = u2(p);
    /* HotSpot words this check differently for fields and methods. */
    const char *adj = is_method ? "Illegal" : "Invalid";
    CHECK(p, cp_is(p, ni, CONSTANT_Utf8),
          "%s constant pool index %u for %s name in class file %s", adj, ni, what, p->name);
    uint16_t di = u2(p);
    CHECK(p, cp_is(p, di, CONSTANT_Utf8),
          "%s constant pool index %u for %s signature in class file %s", adj, di, what,
          p->name);
    m->name = p->cp[ni].u.utf8.chars;
    m->descriptor = p->cp[di].u.utf8.chars;
    int ok = is_method ? valid_method_name(m->name, cp_utf8_len(p, ni))
                       : valid_unqualified(m->name, cp_utf8_len(p, ni), 0);
    CHECK(p, ok, "Illegal %s name \"%s\" in class %s", what, m->name, p->name);
}

static void read_field(Parser *p, CfMember *m)
{
    need(p, 8);
    m->access_flags = u2(p) & FIELD_FLAGS;
    read_member_name(p, m, 0);
    check_field_flags(p, m->access_flags);
    CHECK(p, cf_valid_field_descriptor(m->descriptor),
          "Field \"%s\" in class %s has illegal signature \"%s\"", m->name, p->name,
          m->descriptor);
    uint32_t fit;
    CfAttribute *attrs = alloc_attributes(p, &m->attribute_count, &fit);
    for (uint32_t i = 0; i < m->attribute_count; i++) {
        check_fits(p, i, fit);
        read_field_attribute(p, m, &attrs[i]);
    }
    m->attributes = attrs;
}

static void read_method(Parser *p, CfMember *m)
{
    need(p, 8);
    uint16_t flags = u2(p) & METHOD_FLAGS;
    read_member_name(p, m, 1);
    m->access_flags = check_method_flags(p, flags, m->name);
    int slots = cf_method_arg_slots(m->descriptor);
    int ok = slots >= 0 && (!(is_init(m->name) || is_clinit(m->name)) ||
                            m->descriptor[strlen(m->descriptor) - 1] == 'V');
    CHECK(p, ok, "Method \"%s\" in class %s has illegal signature \"%s\"", m->name, p->name,
          m->descriptor);
    if (!(m->access_flags & ACC_STATIC))
        slots++;
    CHECK(p, slots <= 255, "Too many arguments in method signature in class file %s", p->name);
    uint32_t fit;
    CfAttribute *attrs = alloc_attributes(p, &m->attribute_count, &fit);
    for (uint32_t i = 0; i < m->attribute_count; i++) {
        check_fits(p, i, fit);
        read_method_attribute(p, m, &attrs[i], slots);
    }
    m->attributes = attrs;
    CHECK(p, m->code || (m->access_flags & (ACC_NATIVE | ACC_ABSTRACT)),
          "Absent Code attribute in method that is not native or abstract in class file %s",
          p->name);
}

/* FNV-1a over name and descriptor, for duplicate detection. */
static uint32_t member_hash(const CfMember *m)
{
    uint32_t h = 2166136261u;
    for (const char *s = m->name; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    for (const char *s = m->descriptor; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

/* HotSpot names duplicate interfaces without a signature and prints a
 * method's signature with dots. */
AVM_NORETURN static void report_duplicate(Parser *p, const CfMember *m, const char *what)
{
    if (strcmp(what, "interface") == 0)
        FORMAT_ERROR(p, "Duplicate interface name \"%s\" in class file %s", m->name, p->name);
    char sig[512];
    snprintf(sig, sizeof sig, "%s", m->descriptor);
    for (char *c = sig; *c && strcmp(what, "method") == 0; c++)
        if (*c == '/')
            *c = '.';
    FORMAT_ERROR(p, "Duplicate %s name \"%s\" with signature \"%s\" in class file %s",
                 what, m->name, sig, p->name);
}

/* JVMS 4.5/4.6: no two members share both name and descriptor. */
static void check_duplicates(Parser *p, const CfMember *members, uint16_t n, const char *what)
{
    uint32_t size = 1;
    while (size < 2u * n)
        size <<= 1;
    const CfMember **table = alloc(p, size, sizeof *table);
    for (uint32_t i = 0; i < n; i++) {
        const CfMember *m = &members[i];
        uint32_t h = member_hash(m) & (size - 1);
        for (; table[h]; h = (h + 1) & (size - 1))
            if (!strcmp(table[h]->name, m->name) && !strcmp(table[h]->descriptor, m->descriptor))
                report_duplicate(p, m, what);
        table[h] = m;
    }
}

static void read_fields(Parser *p)
{
    uint16_t n = u2(p);
    uint32_t fit = fit_entries(p, n, 8);
    CfMember *fields = alloc(p, fit, sizeof *fields);
    for (uint32_t i = 0; i < n; i++) {
        check_fits(p, i, fit);
        read_field(p, &fields[i]);
    }
    check_duplicates(p, fields, n, "field");
    p->cf->field_count = n;
    p->cf->fields = fields;
}

static void read_methods(Parser *p)
{
    uint16_t n = u2(p);
    uint32_t fit = fit_entries(p, n, 8);
    CfMember *methods = alloc(p, fit, sizeof *methods);
    for (uint32_t i = 0; i < n; i++) {
        check_fits(p, i, fit);
        read_method(p, &methods[i]);
    }
    check_duplicates(p, methods, n, "method");
    p->cf->method_count = n;
    p->cf->methods = methods;
}

/* ------------------------------------------------------------------------
 * Class attributes (JVMS 4.7)
 * ------------------------------------------------------------------------ */

static const char *class_name_at(Parser *p, uint16_t index, const char *what)
{
    CHECK(p, cp_is(p, index, CONSTANT_Class),
          "%s has bad constant pool index %u in class file %s", what, index, p->name);
    return p->cp[p->cp[index].u.name_index].u.utf8.chars;
}

static void read_inner_classes(Parser *p, uint32_t len)
{
    CHECK(p, !p->cf->inner_classes, "Multiple InnerClasses attributes in class file %s",
          p->name);
    AttrScope s = enter_attr(p, len, "Wrong InnerClasses attribute length in class file %s");
    uint16_t n = u2(p);
    need_entries(p, n, 8);
    CfInnerClass *t = alloc(p, n, sizeof *t);
    for (uint32_t i = 0; i < n; i++) {
        CfInnerClass *c = &t[i];
        c->inner_class_info_index = u2(p);
        c->outer_class_info_index = u2(p);
        c->inner_name_index = u2(p);
        c->inner_class_access_flags = u2(p);
        class_name_at(p, c->inner_class_info_index, "inner_class_info_index");
        if (c->outer_class_info_index)
            class_name_at(p, c->outer_class_info_index, "outer_class_info_index");
        CHECK(p, c->inner_name_index == 0 || cp_is(p, c->inner_name_index, CONSTANT_Utf8),
              "inner_name_index %u has bad constant type in class file %s",
              c->inner_name_index, p->name);
        CHECK(p, c->inner_class_info_index != c->outer_class_info_index,
              "Class is both outer and inner class in class file %s", p->name);
    }
    leave_attr(p, &s);
    p->cf->inner_class_count = n;
    p->cf->inner_classes = t;
}

static void read_bootstrap_methods(Parser *p, uint32_t len)
{
    CHECK(p, !p->cf->bootstrap_methods,
          "Multiple BootstrapMethods attributes in class file %s", p->name);
    AttrScope s = enter_attr(p, len, "Bad length on BootstrapMethods in class file %s");
    p->bound_msg = "Invalid BootstrapMethods num_bootstrap_methods or "
                   "num_bootstrap_arguments value in class file %s";
    uint16_t n = u2(p);
    need_entries(p, n, 4);
    CfBootstrapMethod *t = alloc(p, n, sizeof *t);
    for (uint32_t i = 0; i < n; i++) {
        t[i].method_ref = u2(p);
        CHECK(p, cp_is(p, t[i].method_ref, CONSTANT_MethodHandle),
              "bootstrap_method_index %u has bad constant type in class file %s",
              t[i].method_ref, p->name);
        t[i].arg_count = u2(p);
        t[i].args = read_u2_list(p, t[i].arg_count);
        for (uint32_t k = 0; k < t[i].arg_count; k++)
            CHECK(p, cp_loadable(p, t[i].args[k]),
                  "bootstrap_argument_index %u has bad constant type in class file %s",
                  t[i].args[k], p->name);
    }
    leave_attr(p, &s);
    p->cf->bootstrap_method_count = n;
    p->cf->bootstrap_methods = t;
}

static void read_nest_members(Parser *p, uint32_t len)
{
    CHECK(p, !p->cf->nest_members, "Multiple NestMembers attributes in class file %s",
          p->name);
    AttrScope s = enter_attr(p, len, "Wrong NestMembers attribute length in class file %s");
    uint16_t n = u2(p);
    const uint16_t *idx = read_u2_list(p, n);
    leave_attr(p, &s);
    const char **names = alloc(p, n, sizeof *names);
    for (uint32_t i = 0; i < n; i++)
        names[i] = class_name_at(p, idx[i], "Nest member class_info_index");
    p->cf->nest_member_count = n;
    p->cf->nest_members = names;
}

static void read_enclosing_method(Parser *p, uint32_t len)
{
    CHECK(p, len == 4, "Wrong EnclosingMethod attribute length %u in class file %s",
          len, p->name);
    CHECK(p, !p->cf->enclosing_class_index,
          "Multiple EnclosingMethod attributes in class file %s", p->name);
    uint16_t ci = u2(p), mi = u2(p);
    class_name_at(p, ci, "Invalid or out-of-bounds class index in EnclosingMethod attribute;");
    CHECK(p, mi == 0 || cp_is(p, mi, CONSTANT_NameAndType),
          "Invalid or out-of-bounds method index in EnclosingMethod attribute in class file %s",
          p->name);
    p->cf->enclosing_class_index = ci;
    p->cf->enclosing_method_index = mi;
}

/* One u2 attribute (SourceFile, Signature, NestHost): length must be 2. */
static uint16_t read_u2_attr(Parser *p, const char *name, uint32_t len, int present)
{
    CHECK(p, len == 2, "Wrong %s attribute length %u in class file %s", name, len, p->name);
    CHECK(p, !present, "Multiple %s attributes in class file %s", name, p->name);
    return u2(p);
}

static void read_class_attribute(Parser *p, CfAttribute *raw)
{
    ClassFile *cf = p->cf;
    uint32_t len;
    const char *name = attribute_header(p, &len);
    const uint8_t *start = p->pos;
    if (strcmp(name, "SourceFile") == 0) {
        CHECK(p, len == 2, "Wrong SourceFile attribute length in class file %s", p->name);
        uint16_t i = read_u2_attr(p, name, len, cf->source_file != NULL);
        CHECK(p, cp_is(p, i, CONSTANT_Utf8),
              "Invalid SourceFile attribute at constant pool index %u in class file %s",
              i, p->name);
        cf->source_file = p->cp[i].u.utf8.chars;
    } else if (strcmp(name, "Signature") == 0) {
        CHECK(p, len == 2, "Wrong Signature attribute length %u in class file %s", len, p->name);
        CHECK(p, !cf->signature, "Multiple Signature attributes in class file %s", p->name);
        cf->signature = read_signature(p);
    } else if (strcmp(name, "SourceDebugExtension") == 0) {
        CHECK(p, !cf->source_debug_extension,
              "Multiple SourceDebugExtension attributes in class file %s", p->name);
        need(p, len);
        char *text = alloc(p, (size_t)len + 1, 1);
        memcpy(text, p->pos, len);
        cf->source_debug_extension = text;
        cf->source_debug_extension_length = len;
    } else if (strcmp(name, "InnerClasses") == 0) {
        read_inner_classes(p, len);
    } else if (strcmp(name, "EnclosingMethod") == 0) {
        read_enclosing_method(p, len);
    } else if (strcmp(name, "BootstrapMethods") == 0) {
        read_bootstrap_methods(p, len);
    } else if (strcmp(name, "NestHost") == 0) {
        uint16_t i = read_u2_attr(p, name, len, cf->nest_host != NULL);
        cf->nest_host = class_name_at(p, i, "Nest-host class_info_index");
    } else if (strcmp(name, "NestMembers") == 0) {
        read_nest_members(p, len);
    } else if (strcmp(name, "Deprecated") == 0) {
        check_empty_attr(p, name, len);
        cf->deprecated = 1;
    } else if (strcmp(name, "Synthetic") == 0) {
        check_empty_attr(p, name, len);
        cf->synthetic = 1;
    }
    keep_raw(p, raw, name, len, start);
}

/* Every (Invoke)Dynamic entry must name an existing bootstrap method. */
static void check_bootstrap_indices(Parser *p)
{
    for (uint32_t i = 1; i < p->cp_count; i++) {
        uint8_t tag = p->cp[i].tag;
        if (tag != CONSTANT_Dynamic && tag != CONSTANT_InvokeDynamic)
            continue;
        CHECK(p, p->cf->bootstrap_methods,
              "Missing BootstrapMethods attribute in class file %s", p->name);
        CHECK(p, p->cp[i].u.dyn.bsm_index < p->cf->bootstrap_method_count,
              "Short length on BootstrapMethods in class file %s", p->name);
    }
}

static void read_class_attributes(Parser *p)
{
    uint32_t fit;
    CfAttribute *attrs = alloc_attributes(p, &p->cf->attribute_count, &fit);
    for (uint32_t i = 0; i < p->cf->attribute_count; i++) {
        check_fits(p, i, fit);
        read_class_attribute(p, &attrs[i]);
    }
    p->cf->attributes = attrs;
    check_bootstrap_indices(p);
}

/* ------------------------------------------------------------------------
 * Class header: version, access flags, this and super, interfaces
 * ------------------------------------------------------------------------ */

enum { CF_MIN_MAJOR = 45, CF_MAX_MAJOR = 61, CF_PREVIEW_MINOR = 0xFFFF };

/* JVMS 4.1: 45.0 .. 61.0; from 56 on the minor must be 0 (65535 marks a
 * preview class file, which this VM does not run). */
static void check_version(Parser *p, uint16_t major, uint16_t minor)
{
    if (major > CF_MAX_MAJOR)
        fail_with(p, CF_UNSUPPORTED_VERSION, "%s has been compiled by a more recent version of "
                  "the Java Runtime (class file version %u.%u), this version of the Java "
                  "Runtime only recognizes class file versions up to %u.0",
                  p->name, major, minor, CF_MAX_MAJOR);
    if (major < CF_MIN_MAJOR)
        fail_with(p, CF_UNSUPPORTED_VERSION, "%s (class file version %u.%u) was compiled with "
                  "an invalid major version", p->name, major, minor);
    if (major < 56 || minor == 0)
        return;
    if (minor != CF_PREVIEW_MINOR)
        fail_with(p, CF_UNSUPPORTED_VERSION, "%s (class file version %u.%u) was compiled with "
                  "an invalid non-zero minor version", p->name, major, minor);
    if (major == CF_MAX_MAJOR)
        fail_with(p, CF_UNSUPPORTED_VERSION, "Preview features are not enabled for %s (class "
                  "file version %u.%u). Try running with '--enable-preview'",
                  p->name, major, minor);
    fail_with(p, CF_UNSUPPORTED_VERSION, "%s (class file version %u.%u) was compiled with "
              "preview features that are unsupported. This version of the Java Runtime only "
              "recognizes preview features for class file version %u.%u",
              p->name, major, minor, CF_MAX_MAJOR, CF_PREVIEW_MINOR);
}

/* JVMS 4.1 table 4.1-B. Interfaces before 50 were implicitly abstract. */
static uint16_t check_class_flags(Parser *p, uint16_t raw)
{
    uint16_t major = p->cf->major_version;
    uint16_t f = raw & (CLASS_FLAGS | (major >= 53 ? ACC_MODULE : 0));
    if ((f & ACC_INTERFACE) && major < 50)
        f |= ACC_ABSTRACT;
    if (f & ACC_MODULE)
        return f;
    int iface = (f & ACC_INTERFACE) != 0, post15 = major >= 49;
    int bad = (iface && !(f & ACC_ABSTRACT)) ||
              (iface && post15 && (f & (ACC_SUPER | ACC_ENUM))) ||
              (!iface && post15 && (f & ACC_ANNOTATION)) ||
              ((f & ACC_ABSTRACT) && (f & ACC_FINAL));
    CHECK(p, !bad, "Illegal class modifiers in class %s: 0x%X", p->name, f);
    return f;
}

static void read_this_and_super(Parser *p)
{
    ClassFile *cf = p->cf;
    cf->this_class_index = u2(p);
    CHECK(p, cp_is(p, cf->this_class_index, CONSTANT_Class),
          "Invalid this class index %u in constant pool in class file %s",
          cf->this_class_index, p->name);
    cf->this_class = p->cp[p->cp[cf->this_class_index].u.name_index].u.utf8.chars;
    CHECK(p, cf->this_class[0] != '[', "Bad class name in class file %s", p->name);
    cf->super_class_index = u2(p);
    uint16_t si = cf->super_class_index;
    if (si == 0) {
        int root = strcmp(cf->this_class, "java/lang/Object") == 0 ||
                   (cf->access_flags & ACC_MODULE);
        CHECK(p, root, "Invalid superclass index 0 in class file %s", p->name);
        return;
    }
    CHECK(p, cp_is(p, si, CONSTANT_Class), "Invalid superclass index %u in class file %s",
          si, p->name);
    cf->super_class = p->cp[p->cp[si].u.name_index].u.utf8.chars;
    CHECK(p, cf->super_class[0] != '[', "Bad superclass name in class file %s", p->name);
    CHECK(p, !is_interface(p) || strcmp(cf->super_class, "java/lang/Object") == 0,
          "Interfaces must have java.lang.Object as superclass in class file %s", p->name);
}

static void read_interfaces(Parser *p)
{
    uint16_t n = u2(p);
    uint32_t fit = fit_entries(p, n, 2);
    const char **names = alloc(p, fit, sizeof *names);
    CfMember *as_members = alloc(p, fit, sizeof *as_members);
    for (uint32_t i = 0; i < n; i++) {
        check_fits(p, i, fit);
        uint16_t idx = u2(p);
        names[i] = class_name_at(p, idx, "Interface name");
        CHECK(p, names[i][0] != '[', "Bad interface name in class file %s", p->name);
        as_members[i].name = names[i];
        as_members[i].descriptor = "";
    }
    check_duplicates(p, as_members, n, "interface");
    p->cf->interface_count = n;
    p->cf->interfaces = names;
}

/* ------------------------------------------------------------------------
 * Entry points
 * ------------------------------------------------------------------------ */

/* Finds this_class's name without checking anything, so that messages about
 * errors found before it is read (bad version, bad constant pool) can still
 * name the class, as HotSpot's do with the name it was asked to load. */
static int peek_class_name(const uint8_t *b, size_t len, char *buf, size_t size)
{
    size_t pos = 10;
    if (len < 10 || size == 0)
        return 0;
    uint32_t count = (uint32_t)(b[8] << 8 | b[9]);
    size_t *offsets = calloc(count ? count : 1, sizeof *offsets);
    if (!offsets)
        return 0;
    int ok = 1;
    for (uint32_t i = 1; i < count && ok; i++) {
        uint8_t tag = pos < len ? b[pos] : 0;
        uint32_t body = cp_body_size(tag);
        ok = body && pos + 1 + body <= len;
        if (!ok)
            break;
        offsets[i] = pos;
        if (tag == CONSTANT_Utf8)
            body += (uint32_t)(b[pos + 1] << 8 | b[pos + 2]);
        pos += 1 + body;
        i += tag == CONSTANT_Long || tag == CONSTANT_Double;
    }
    ok = ok && pos + 4 <= len;
    if (ok) {
        uint32_t ti = (uint32_t)(b[pos + 2] << 8 | b[pos + 3]);
        size_t at = ti && ti < count ? offsets[ti] : 0;
        uint32_t ni = at && b[at] == CONSTANT_Class ? (uint32_t)(b[at + 1] << 8 | b[at + 2]) : 0;
        size_t nat = ni && ni < count ? offsets[ni] : 0;
        uint32_t n = nat && b[nat] == CONSTANT_Utf8 ? (uint32_t)(b[nat + 1] << 8 | b[nat + 2]) : 0;
        ok = n > 0 && nat + 3 + n <= len && n < size;
        if (ok) {
            memcpy(buf, b + nat + 3, n);
            buf[n] = 0;
        }
    }
    free(offsets);
    return ok;
}

static void parse_header(Parser *p)
{
    need(p, 8);
    uint32_t magic = u4(p);
    CHECK(p, magic == 0xCAFEBABEu, "Incompatible magic value %u in class file %s", magic,
          p->name);
    p->cf->minor_version = u2(p);
    p->cf->major_version = u2(p);
    check_version(p, p->cf->major_version, p->cf->minor_version);
}

static void parse_class(Parser *p)
{
    ClassFile *cf = p->cf;
    uint8_t deferred_tag = 0;
    parse_header(p);
    need(p, 3);
    read_constant_pool(p, &deferred_tag);
    need(p, 8);
    cf->access_flags = check_class_flags(p, u2(p));
    CHECK(p, !deferred_tag || (cf->access_flags & ACC_MODULE),
          "Unknown constant tag %u in class file %s", deferred_tag, p->name);
    check_constant_pool(p);
    read_this_and_super(p);
    read_interfaces(p);
    read_fields(p);
    read_methods(p);
    read_class_attributes(p);
    CHECK(p, p->pos == p->end, "Extra bytes at the end of class file %s", p->name);
}

/* adopt: bytes are from malloc and become the class file's (freed here
 * when there is no memory for it). Not inlined into parse(), whose setjmp
 * would have the compiler warn about these locals. */
static AVM_NOINLINE ClassFile *new_class_file(const uint8_t *bytes, size_t len, int adopt)
{
    struct CfArena *arena = calloc(1, sizeof *arena);
    if (!arena) {
        if (adopt)
            free((void *)bytes);
        return NULL;
    }
    if (adopt)
        arena->adopted = (void *)bytes;
    ClassFile *cf = arena_try_alloc(arena, sizeof *cf);
    const uint8_t *copy = !cf ? NULL : adopt ? bytes : arena_try_alloc(arena, len);
    if (!copy) {
        arena_destroy(arena);
        return NULL;
    }
    memset(cf, 0, sizeof *cf);
    if (len && !adopt)
        memcpy((uint8_t *)copy, bytes, len);
    cf->arena = arena;
    cf->bytes = copy;
    cf->length = len;
    return cf;
}

static CfStatus parse(const uint8_t *bytes, size_t len, const char *name, int adopt,
                      ClassFile **out, char *msg, size_t msg_size)
{
    char peeked[256];
    *out = NULL;
    if (msg && msg_size)
        msg[0] = 0;
    if (!name)
        name = peek_class_name(bytes, len, peeked, sizeof peeked) ? peeked : "<unknown>";
    ClassFile *cf = new_class_file(bytes, len, adopt);
    if (!cf) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "Out of memory parsing class file %s", name);
        return CF_NO_MEMORY;
    }
    /* The parser state lives in the arena, not on this stack frame, so that
     * its fields are well defined when read again after the longjmp. */
    Parser *p = arena_try_alloc(cf->arena, sizeof *p);
    if (!p) {
        cf_free(cf);
        if (msg && msg_size)
            snprintf(msg, msg_size, "Out of memory parsing class file %s", name);
        return CF_NO_MEMORY;
    }
    *p = (Parser){ .pos = cf->bytes, .end = cf->bytes + len, .cf = cf, .name = name,
                   .msg = msg, .msg_size = msg_size, .status = CF_OK };
    if (setjmp(p->fail) != 0) {
        CfStatus status = p->status;
        cf_free(cf);
        return status;
    }
    parse_class(p);
    *out = cf;
    return CF_OK;
}

CfStatus cf_parse_named(const uint8_t *bytes, size_t len, const char *name, ClassFile **out,
                        char *msg, size_t msg_size)
{
    return parse(bytes, len, name, 0, out, msg, msg_size);
}

CfStatus cf_parse(const uint8_t *bytes, size_t len, ClassFile **out, char *msg, size_t msg_size)
{
    return parse(bytes, len, NULL, 0, out, msg, msg_size);
}

CfStatus cf_parse_adopt(uint8_t *bytes, size_t len, ClassFile **out, char *msg, size_t msg_size)
{
    return parse(bytes, len, NULL, 1, out, msg, msg_size);
}

void cf_free(ClassFile *cf)
{
    if (cf)
        arena_destroy(cf->arena);
}

const char *cf_utf8(const ClassFile *cf, uint16_t index)
{
    if (index == 0 || index >= cf->constant_pool_count)
        return NULL;
    const CfConst *c = &cf->constant_pool[index];
    return c->tag == CONSTANT_Utf8 ? c->u.utf8.chars : NULL;
}

const char *cf_class_name(const ClassFile *cf, uint16_t class_index)
{
    if (class_index == 0 || class_index >= cf->constant_pool_count)
        return NULL;
    const CfConst *c = &cf->constant_pool[class_index];
    return c->tag == CONSTANT_Class ? cf_utf8(cf, c->u.name_index) : NULL;
}
