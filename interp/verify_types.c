/*
 * Type verification (JVMS 4.10.1 type checking, 4.10.2 type inference).
 *
 * The lattice of verification types (JVMS 4.10.1.2), one 32-bit word each:
 *
 *                      top
 *        ____________/  |  \____________________
 *       /      |        |          \            \
 *     int    float    long/double  reference   returnAddress (infer only)
 *                                  /      \
 *                      uninitialized      class and array types
 *                      /          \              |
 *         uninitializedThis  uninitialized(pc)  null
 *
 * A long or double takes two slots, in locals as on the stack: the value
 * (VT_LONG) and its second half (VT_LONG2). Class and array types are
 * indices into a table of names interned per method ("java/lang/String",
 * "[I", "[Ljava/lang/Object;"); two equal names are one type. Comparing two
 * different names asks the class hierarchy through VfyClassEnv, so classes
 * are loaded only when a check really needs them, as in HotSpot.
 *
 * A State is the type state at one instruction: the locals, the operand
 * stack and flagThisUninit (in a constructor, `this` not yet initialized).
 * exec() is the transfer function: it checks the incoming state of one
 * instruction against what the instruction pops and reads, and turns it
 * into the outgoing state. The two drivers differ only in where states
 * come from: the StackMapTable (check) or merging (infer).
 *
 * The structural checks of interp/verify.c have passed before this runs:
 * instructions decode, targets are instruction starts, local indices are
 * in range and constant pool operands have the right tags, so this file
 * does not repeat them.
 */
#include "interp/verify_types.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
#define OP(name, code, length, pops, pushes, format) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
};

static const struct {
    int8_t length;
    const char *name;
} op_info[256] = {
#define OP(name, code, length, pops, pushes, format) [code] = { length, #name },
#include "interp/opcodes.def"
#undef OP
};

/* ------------------------------------------------------------------ */
/* Verification types                                                  */
/* ------------------------------------------------------------------ */

typedef uint32_t VType;

enum {
    VT_TOP = 0,
    VT_INT,
    VT_FLOAT,
    VT_LONG,
    VT_DOUBLE,
    VT_LONG2,           /* second slot of a long */
    VT_DOUBLE2,         /* second slot of a double */
    VT_NULL,
    VT_UNINIT_THIS,
    VT_UNINIT,          /* uninitialized(pc): arg is the pc of its `new` */
    VT_REF,             /* class or array type: arg is the name's index */
    VT_RETADDR          /* returnAddress: arg is the subroutine's entry pc */
};

#define KIND(t) ((t) & 0xff)
#define ARG(t) ((t) >> 8)
#define MAKE(kind, arg) ((VType)(kind) | (VType)(arg) << 8)

static int is_cat2(VType t) { return t == VT_LONG || t == VT_DOUBLE; }
static int is_half(VType t) { return t == VT_LONG2 || t == VT_DOUBLE2; }
static int is_uninit(VType t) { return KIND(t) == VT_UNINIT || t == VT_UNINIT_THIS; }
/* null and class/array types: what may be used as an initialized object. */
static int is_object(VType t) { return KIND(t) == VT_REF || t == VT_NULL; }

typedef struct State {
    uint16_t sp;                 /* operand stack slots in use */
    uint8_t this_uninit;         /* flagThisUninit */
    uint8_t known;               /* inference: reached */
    VType v[];                   /* max_locals locals, then max_stack stack slots */
} State;

/* Subroutine bookkeeping of the inference verifier: which locals a
 * subroutine has written since its entry (locals it did not write return
 * to the caller with the caller's types). */
typedef struct V {
    const ClassFile *cf;
    const CfMember *m;
    const CfCode *code;
    const uint8_t *bc;
    uint32_t len;
    uint16_t nlocals, nstack;
    VfyMode mode;
    const VfyClassEnv *env;
    int is_init;                 /* an <init> method of a class other than Object */
    VType this_type;             /* the current class */
    VType ret_type;              /* of the method; VT_TOP for void */
    char **names;                /* interned class and array names */
    uint32_t nnames, cap_names;
    uint8_t *starts;             /* 1 at every instruction start */
    State **at;                  /* check: the stack map frames; infer: the entry states */
    uint8_t **written;           /* infer: per entry state, locals written in the subroutine */
    uint8_t *cur_written;
    int32_t *sub_index;          /* infer: per pc, the subroutine entered there, or -1 */
    uint32_t nsubwords;          /* infer: words of the subroutine bit set */
    uint32_t nsubs;
    int32_t *sub_ret;            /* infer: per subroutine, the pc of its ret, or -1 */
    uint32_t *work;
    uint32_t nwork;
    uint8_t *queued;
    State *in;                   /* the incoming state of the instruction at pc */
    State *ctx_frame, *ctx_map;  /* for the message: the frames the error is about */
    uint32_t ctx_map_bci;
    int ctx_handler;             /* the frame compared with is a handler's */
    int64_t ctx_frame_bci;       /* -1: pc */
    int64_t loc_pc;              /* the Location of the message; -1: pc */
    uint32_t *targets;           /* scratch: the branch targets of one instruction */
    uint32_t ntargets;
    uint32_t pc;                 /* the instruction being verified, for messages */
    char *msg;
    size_t msg_size;
    VfyStatus status;
} V;

/* The words of a state: the locals, the stack, then (inference) one bit
 * per subroutine the state is inside of. */
static size_t state_size(const V *v)
{
    return sizeof(State) + sizeof(VType) * ((size_t)v->nlocals + v->nstack + v->nsubwords);
}

static uint32_t *subs(const V *v, State *s) { return s->v + v->nlocals + v->nstack; }
static VType *locals(State *s) { return s->v; }
static VType *stack(const V *v, State *s) { return s->v + v->nlocals; }

static State *new_state(V *v)
{
    State *s = calloc(1, state_size(v));
    if (!s)
        v->status = VFY_NO_MEMORY;
    return s;
}

/* ------------------------------------------------------------------ */
/* Names                                                               */
/* ------------------------------------------------------------------ */

/* The type of class or array `name` (len bytes). VT_TOP when out of memory. */
static VType intern(V *v, const char *name, size_t len)
{
    for (uint32_t i = 0; i < v->nnames; i++)
        if (strncmp(v->names[i], name, len) == 0 && v->names[i][len] == 0)
            return MAKE(VT_REF, i);
    if (v->nnames == v->cap_names) {
        uint32_t cap = v->cap_names ? v->cap_names * 2 : 16;
        char **n = realloc(v->names, cap * sizeof *n);
        if (!n)
            return v->status = VFY_NO_MEMORY, VT_TOP;
        v->names = n;
        v->cap_names = cap;
    }
    char *copy = malloc(len + 1);
    if (!copy)
        return v->status = VFY_NO_MEMORY, VT_TOP;
    memcpy(copy, name, len);
    copy[len] = 0;
    v->names[v->nnames] = copy;
    return MAKE(VT_REF, v->nnames++);
}

static VType intern_c(V *v, const char *name) { return intern(v, name, strlen(name)); }
static const char *name_of(const V *v, VType t) { return v->names[ARG(t)]; }

/* The type of a field descriptor at *d, advancing *d past it. Every
 * integral type is int (JVMS 4.10.1.2); long and double are their first
 * slot. */
static VType desc_type(V *v, const char **d)
{
    const char *p = *d;
    switch (*p) {
    case 'B': case 'C': case 'S': case 'Z': case 'I': *d = p + 1; return VT_INT;
    case 'F': *d = p + 1; return VT_FLOAT;
    case 'J': *d = p + 1; return VT_LONG;
    case 'D': *d = p + 1; return VT_DOUBLE;
    case 'L': {
        const char *e = strchr(p, ';');
        if (!e)
            e = p + strlen(p) - 1;
        *d = e + 1;
        return intern(v, p + 1, (size_t)(e - p - 1));
    }
    case '[': {
        const char *q = p;
        while (*q == '[')
            q++;
        if (*q == 'L') {
            const char *e = strchr(q, ';');
            q = e ? e + 1 : q + strlen(q);
        } else if (*q) {
            q++;
        }
        *d = q;
        return intern(v, p, (size_t)(q - p));
    }
    default:
        *d = *p ? p + 1 : p;
        return VT_TOP;
    }
}

/* The type of a class constant's name: "[I" stays an array name. */
static VType class_type(V *v, uint16_t index)
{
    return intern_c(v, cf_class_name(v->cf, index));
}

/* The element type of array type t ("[I" -> int), or VT_TOP when t is not
 * an array. */
static VType component(V *v, VType t)
{
    if (KIND(t) != VT_REF || name_of(v, t)[0] != '[')
        return VT_TOP;
    const char *d = name_of(v, t) + 1;
    return desc_type(v, &d);
}

/* ------------------------------------------------------------------ */
/* Reporting                                                           */
/* ------------------------------------------------------------------ */

/* "integer", "'java/lang/String'": a type as HotSpot prints it. */
static void type_text(const V *v, VType t, char *buf, size_t size)
{
    static const char *const names[] = {
        [VT_TOP] = "top", [VT_INT] = "integer", [VT_FLOAT] = "float", [VT_LONG] = "long",
        [VT_DOUBLE] = "double", [VT_LONG2] = "long_2nd", [VT_DOUBLE2] = "double_2nd",
        [VT_NULL] = "null", [VT_UNINIT_THIS] = "uninitializedThis",
    };
    switch (KIND(t)) {
    case VT_REF: snprintf(buf, size, "'%s'", name_of(v, t)); break;
    case VT_UNINIT: snprintf(buf, size, "uninitialized %u", ARG(t)); break;
    case VT_RETADDR: snprintf(buf, size, "returnAddress(%u)", ARG(t)); break;
    default: snprintf(buf, size, "%s", names[KIND(t)]); break;
    }
}

static void appendf(char *buf, size_t size, const char *fmt, ...) AVM_PRINTF(3, 4);
static void appendf(char *buf, size_t size, const char *fmt, ...)
{
    size_t n = strlen(buf);
    if (n + 1 >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + n, size - n, fmt, ap);
    va_end(ap);
}

static uint32_t locals_in_use(V *v, State *s);

/* "    bci: @3\n    flags: { }\n    locals: { ... }\n    stack: { ... }\n" */
static void append_frame(V *v, const char *title, State *s, uint32_t bci)
{
    char t[300];
    appendf(v->msg, v->msg_size, "  %s:\n    bci: @%u\n    flags: {%s }\n    locals: {", title, bci,
            s->this_uninit ? " flagThisUninit" : "");
    uint32_t n = locals_in_use(v, s);
    for (uint32_t i = 0; i < n; i++) {
        type_text(v, locals(s)[i], t, sizeof t);
        appendf(v->msg, v->msg_size, "%s %s", i ? "," : "", t);
    }
    appendf(v->msg, v->msg_size, " }\n    stack: {");
    for (uint32_t i = 0; i < s->sp; i++) {
        type_text(v, stack(v, s)[i], t, sizeof t);
        appendf(v->msg, v->msg_size, "%s %s", i ? "," : "", t);
    }
    appendf(v->msg, v->msg_size, " }\n");
}

/* A VerifyError. `old` is the old verifier's text (class files before 50),
 * `headline` and `reason` the type checker's, followed as in HotSpot by
 * the frame the error was found in (v->ctx_frame, when the reason is about
 * a type in it), the stack map frame it was compared with (v->ctx_map)
 * and the bytecode. */
static int failv(V *v, const char *old, const char *headline, const char *reason)
{
    if (v->status != VFY_OK)
        return -1;
    v->status = VFY_VERIFY_ERROR;
    if (!v->msg_size)
        return -1;
    if (v->cf->major_version < 50) {
        snprintf(v->msg, v->msg_size, "(class: %s, method: %s signature: %s) %s",
                 v->cf->this_class, v->m->name, v->m->descriptor, old);
        return -1;
    }
    uint32_t at = v->loc_pc < 0 ? v->pc : (uint32_t)v->loc_pc;
    snprintf(v->msg, v->msg_size,
             "%s\nException Details:\n  Location:\n    %s.%s%s @%u: %s\n  Reason:\n    %s\n",
             headline, v->cf->this_class, v->m->name, v->m->descriptor, at,
             at < v->len ? op_info[v->bc[at]].name : "<invalid>",
             reason ? reason : "Error exists in the bytecode");
    if (v->ctx_frame)
        append_frame(v, "Current Frame", v->ctx_frame, v->ctx_frame_bci < 0 ? v->pc : (uint32_t)v->ctx_frame_bci);
    if (v->ctx_map)
        append_frame(v, "Stackmap Frame", v->ctx_map, v->ctx_map_bci);
    vfy_append_bytecode(v->msg, v->msg_size, v->bc, v->len);
    return -1;
}

/* The same, showing the incoming frame of the instruction. */
static int failf(V *v, const char *old, const char *headline, const char *reason)
{
    v->ctx_frame = v->in;
    return failv(v, old, headline, reason);
}

static int fail(V *v, const char *old, const char *headline) { return failv(v, old, headline, NULL); }

static int fail_underflow(V *v)
{
    return failf(v, "Unable to pop operand off an empty stack", "Operand stack underflow",
                 "Attempt to pop empty stack.");
}

static int fail_overflow(V *v)
{
    return failf(v, "Stack size too large", "Operand stack overflow", "Exceeded max stack size.");
}

/* The reason of fail_type with the expected type in words. */
static int fail_type_text(V *v, const char *old, const char *headline, VType got, const char *where,
                          int index, const char *want)
{
    char g[300], reason[700];
    type_text(v, got, g, sizeof g);
    snprintf(reason, sizeof reason, "Type %s (current frame, %s[%d]) is not assignable to %s",
             g, where, index, want);
    return failf(v, old, headline, reason);
}

/* "Invalid type: '[I' (current frame, stack[0])" */
static int fail_invalid(V *v, const char *old, const char *headline, VType got, int index)
{
    char g[300], reason[400];
    type_text(v, got, g, sizeof g);
    snprintf(reason, sizeof reason, "Invalid type: %s (current frame, stack[%d])", g, index);
    return failf(v, old, headline, reason);
}

/* "Type integer (current frame, stack[0]) is not assignable to 'java/lang/Throwable'";
 * `want` VT_TOP reads "reference type". */
static int fail_type(V *v, const char *old, const char *headline, VType got, const char *where,
                     int index, VType want)
{
    char g[300], w[300], reason[700];
    type_text(v, got, g, sizeof g);
    if (want == VT_TOP)
        snprintf(w, sizeof w, "reference type");
    else
        type_text(v, want, w, sizeof w);
    snprintf(reason, sizeof reason, "Type %s (current frame, %s[%d]) is not assignable to %s",
             g, where, index, w);
    return failf(v, old, headline, reason);
}

static int fail_stack(V *v, const char *old, VType got, int index, VType want)
{
    return fail_type(v, old, "Bad type on operand stack", got, "stack", index, want);
}

/* Set by a callback of VfyClassEnv that returned -1. */
static int fail_exception(V *v)
{
    if (v->status == VFY_OK)
        v->status = VFY_EXCEPTION;
    return -1;
}

/* ------------------------------------------------------------------ */
/* Assignability (JVMS 4.10.1.2)                                       */
/* ------------------------------------------------------------------ */

static int names_assignable(V *v, const char *from, const char *to);

/* Array names: compare element types, which are names again when they
 * are references. */
static int arrays_assignable(V *v, const char *from, const char *to)
{
    const char *f = from + 1, *t = to + 1;
    int fref = *f == 'L' || *f == '[', tref = *t == 'L' || *t == '[';
    if (!fref || !tref)
        return fref == tref && *f == *t;
    VType fe = desc_type(v, &f), te = desc_type(v, &t);
    if (v->status != VFY_OK)
        return -1;
    return names_assignable(v, name_of(v, fe), name_of(v, te));
}

static int names_assignable(V *v, const char *from, const char *to)
{
    if (strcmp(from, to) == 0 || strcmp(to, "java/lang/Object") == 0)
        return 1;
    if (to[0] == '[')
        return from[0] == '[' ? arrays_assignable(v, from, to) : 0;
    if (from[0] == '[')
        return strcmp(to, "java/lang/Cloneable") == 0 || strcmp(to, "java/io/Serializable") == 0;
    if (!v->env)
        return 0;
    int r = v->env->assignable(v->env->ctx, from, to);
    return r < 0 ? fail_exception(v) : r;
}

/* 1 when a value of type `from` may be used where `to` is expected. */
static int assignable(V *v, VType from, VType to)
{
    if (from == to || to == VT_TOP)
        return 1;
    if (KIND(to) != VT_REF)
        return 0;
    if (from == VT_NULL)
        return 1;
    if (KIND(from) != VT_REF)
        return 0;
    return names_assignable(v, name_of(v, from), name_of(v, to));
}

/* ------------------------------------------------------------------ */
/* Operand stack and locals                                            */
/* ------------------------------------------------------------------ */

static int push(V *v, State *s, VType t)
{
    int n = is_cat2(t) ? 2 : 1;
    if (s->sp + n > v->nstack)
        return fail_overflow(v);
    stack(v, s)[s->sp++] = t;
    if (n == 2)
        stack(v, s)[s->sp++] = t == VT_LONG ? VT_LONG2 : VT_DOUBLE2;
    return 0;
}

static const char *old_expect(VType want)
{
    switch (KIND(want)) {
    case VT_INT: return "Expecting to find integer on stack";
    case VT_FLOAT: return "Expecting to find float on stack";
    case VT_LONG: return "Expecting to find long on stack";
    case VT_DOUBLE: return "Expecting to find double on stack";
    default: return "Expecting to find object/array on stack";
    }
}

/* Pop a value that must be assignable to `want` (int, float, long, double
 * or a class type); the popped type in *got when got is not NULL. For a
 * long or double, the typed instructions (ladd, l2i, lastore, ...) report
 * a bad first half first, and pops slot by slot (arguments, field values,
 * return values: POP_SLOTS) the second half, as HotSpot does. */
enum { POP_VALUE = 0, POP_SLOTS = 1 };

static int pop_as(V *v, State *s, VType want, VType *got, int style)
{
    int n = is_cat2(want) ? 2 : 1;
    VType *st = stack(v, s);
    VType half = want == VT_LONG ? VT_LONG2 : VT_DOUBLE2;
    if (n == 2 && style == POP_SLOTS && s->sp == 1 && st[0] != half)
        return fail_stack(v, old_expect(want), st[0], 0, half);
    if (s->sp < n)
        return fail_underflow(v);
    VType t = st[s->sp - n];
    if (n == 2 && style == POP_SLOTS && st[s->sp - 1] != half)
        return fail_stack(v, old_expect(want), st[s->sp - 1], s->sp - 1, half);
    int ok = assignable(v, t, want);
    if (ok < 0)
        return -1;
    if (!ok)
        return fail_stack(v, old_expect(want), t, s->sp - n, want);
    if (n == 2 && st[s->sp - 1] != half)
        return fail_stack(v, old_expect(want), st[s->sp - 1], s->sp - 1, half);
    s->sp = (uint16_t)(s->sp - n);
    if (got)
        *got = t;
    return 0;
}

static int pop(V *v, State *s, VType want, VType *got) { return pop_as(v, s, want, got, POP_VALUE); }

/* Pop any reference: an object, null or (when allow_uninit) an
 * uninitialized object. `named`: the message names java/lang/Object as
 * the expected type (checkcast, instanceof, aastore's value) rather than
 * "reference type". */
static int pop_ref_as(V *v, State *s, int allow_uninit, VType *got, int named)
{
    if (s->sp < 1)
        return fail_underflow(v);
    VType t = stack(v, s)[s->sp - 1];
    if (!is_object(t) && !(allow_uninit && is_uninit(t)))
        return fail_stack(v, "Expecting to find object/array on stack", t, s->sp - 1,
                          named ? intern_c(v, "java/lang/Object") : VT_TOP);
    s->sp--;
    if (got)
        *got = t;
    return 0;
}

static int pop_ref(V *v, State *s, int allow_uninit, VType *got) { return pop_ref_as(v, s, allow_uninit, got, 0); }

/* Pop an array (or null): *got is its type. */
static int pop_array(V *v, State *s, VType *got, const char *what, char elem)
{
    if (s->sp < 1)
        return fail_underflow(v);
    VType t = stack(v, s)[s->sp - 1];
    if (!is_object(t))
        return fail_stack(v, "Expecting to find array on stack", t, s->sp - 1, VT_TOP);
    if (t != VT_NULL && name_of(v, t)[0] != '[') {
        /* HotSpot pops a reference first, then looks for an array. */
        char head[64], want[3] = { '[', elem, 0 };
        snprintf(head, sizeof head, "Bad type on operand stack in %s", what);
        if (elem && elem != 'B')
            return fail_type(v, "Expecting to find array on stack", head, t, "stack", s->sp - 1,
                             elem == 'L' ? VT_TOP : intern_c(v, want));
        return fail_invalid(v, "Expecting to find array on stack", head, t, s->sp - 1);
    }
    s->sp--;
    *got = t;
    return 0;
}

/* Write t into local i (and its second slot), breaking any long or double
 * the write overlaps. */
static void set_local(V *v, State *s, uint32_t i, VType t)
{
    VType *l = locals(s);
    uint32_t n = is_cat2(t) ? 2 : 1;
    for (uint32_t k = i; k < i + n; k++) {
        if (is_cat2(l[k]) && k + 1 < v->nlocals)
            l[k + 1] = VT_TOP;
        if (is_half(l[k]) && k > 0)
            l[k - 1] = VT_TOP;
        if (v->cur_written)
            v->cur_written[k] = 1;
    }
    l[i] = t;
    if (n == 2)
        l[i + 1] = t == VT_LONG ? VT_LONG2 : VT_DOUBLE2;
}

static uint32_t locals_in_use(V *v, State *s);

static int load_local(V *v, State *s, uint32_t i, VType want)
{
    VType *l = locals(s);
    VType t = l[i];
    int ok;
    if (want == VT_TOP) /* aload: any reference, initialized or not */
        ok = is_object(t) || is_uninit(t);
    else
        ok = t == want && (!is_cat2(want) || is_half(l[i + 1]));
    if (!ok && is_cat2(want) && i + 1 >= locals_in_use(v, s)) {
        char old[64];
        char reason[64];
        snprintf(old, sizeof old, "Accessing value from uninitialized register pair %u/%u", i, i + 1);
        snprintf(reason, sizeof reason, "Local index %u is invalid", i);
        return failv(v, old, "get long/double overflows locals", reason);
    }
    if (!ok) {
        char old[80];
        if (is_cat2(want))
            snprintf(old, sizeof old, t == VT_TOP && l[i + 1] == VT_TOP
                                          ? "Accessing value from uninitialized register pair %u/%u"
                                          : "Register pair %u/%u contains wrong type", i, i + 1);
        else if (KIND(t) == VT_RETADDR && want == VT_TOP)
            snprintf(old, sizeof old, "Cannot load return address from register %u", i);
        else
            snprintf(old, sizeof old, t == VT_TOP ? "Accessing value from uninitialized register %u"
                                                  : "Register %u contains wrong type", i);
        return fail_type(v, old, "Bad local variable type", t, "locals", (int)i, want);
    }
    return push(v, s, t);
}

/* Replace every occurrence of an uninitialized type by the initialized
 * class type, after its constructor has been called. */
static void initialize(V *v, State *s, VType from, VType to)
{
    for (uint32_t i = 0; i < v->nlocals; i++)
        if (locals(s)[i] == from)
            locals(s)[i] = to;
    for (uint32_t i = 0; i < s->sp; i++)
        if (stack(v, s)[i] == from)
            stack(v, s)[i] = to;
    if (from == VT_UNINIT_THIS)
        s->this_uninit = 0;
}

/* ------------------------------------------------------------------ */
/* Decoding helpers                                                    */
/* ------------------------------------------------------------------ */

static uint32_t u2(const V *v, uint32_t at) { return (uint32_t)v->bc[at] << 8 | v->bc[at + 1]; }
static int32_t s4(const V *v, uint32_t at)
{
    return (int32_t)((uint32_t)v->bc[at] << 24 | (uint32_t)v->bc[at + 1] << 16 | u2(v, at + 2));
}

/* Length of the (structurally valid) instruction at pc. */
static uint32_t insn_len(const V *v, uint32_t pc)
{
    uint8_t op = v->bc[pc];
    if (op == OP_wide)
        return v->bc[pc + 1] == OP_iinc ? 6 : 4;
    if (op != OP_tableswitch && op != OP_lookupswitch)
        return (uint32_t)op_info[op].length;
    uint32_t base = (pc + 4) & ~3u;
    if (op == OP_tableswitch)
        return base + 12 + 4 * (uint32_t)(s4(v, base + 8) - s4(v, base + 4) + 1) - pc;
    return base + 8 + 8 * (uint32_t)s4(v, base + 4) - pc;
}

static const CfConst *cp(const V *v, uint32_t index) { return &v->cf->constant_pool[index]; }

static const char *member_name(const V *v, const CfConst *k)
{
    return cf_utf8(v->cf, cp(v, k->u.ref.name_and_type_index)->u.nat.name_index);
}

static const char *member_desc(const V *v, const CfConst *k)
{
    uint16_t nat = k->tag == CONSTANT_Dynamic || k->tag == CONSTANT_InvokeDynamic
                       ? k->u.dyn.name_and_type_index : k->u.ref.name_and_type_index;
    return cf_utf8(v->cf, cp(v, nat)->u.nat.descriptor_index);
}

/* ------------------------------------------------------------------ */
/* Instructions with more to check                                     */
/* ------------------------------------------------------------------ */

static int ldc(V *v, State *s, uint32_t index)
{
    const CfConst *k = cp(v, index);
    const char *d;
    switch (k->tag) {
    case CONSTANT_Integer: return push(v, s, VT_INT);
    case CONSTANT_Float: return push(v, s, VT_FLOAT);
    case CONSTANT_Long: return push(v, s, VT_LONG);
    case CONSTANT_Double: return push(v, s, VT_DOUBLE);
    case CONSTANT_String: return push(v, s, intern_c(v, "java/lang/String"));
    case CONSTANT_Class: return push(v, s, intern_c(v, "java/lang/Class"));
    case CONSTANT_MethodType: return push(v, s, intern_c(v, "java/lang/invoke/MethodType"));
    case CONSTANT_MethodHandle: return push(v, s, intern_c(v, "java/lang/invoke/MethodHandle"));
    case CONSTANT_Dynamic:
        d = member_desc(v, k);
        return push(v, s, desc_type(v, &d));
    default:
        return fail(v, "Illegal type in constant pool", "Illegal type in constant pool");
    }
}

/* JVMS 4.10.1.8: protected members of a superclass in another package may
 * only be used on objects of the current class or its subclasses. */
static int protected_ok(V *v, State *s, VType obj, const CfConst *ref, int is_method, const char *what)
{
    const char *cls = cf_class_name(v->cf, ref->u.ref.class_index);
    if (!v->env || strcmp(cls, v->cf->this_class) == 0 || obj == VT_NULL)
        return 0;
    const char *name = member_name(v, ref);
    if (is_method && KIND(obj) == VT_REF && name_of(v, obj)[0] == '[' && strcmp(name, "clone") == 0)
        return 0;
    int need = v->env->protected_check(v->env->ctx, cls, name, member_desc(v, ref), is_method);
    if (need < 0)
        return fail_exception(v);
    if (!need)
        return 0;
    int ok = assignable(v, obj, v->this_type);
    if (ok < 0)
        return -1;
    if (ok)
        return 0;
    char head[64];
    snprintf(head, sizeof head, "Bad access to protected data in %s", what);
    return fail_type(v, "Bad access to protected data", head, obj, "stack", s->sp, v->this_type);
}

/* The object of getfield/putfield, with HotSpot's words when it is not
 * one of the field's class (`in`: the instruction named in the headline). */
static int pop_receiver(V *v, State *s, VType cls, VType *obj, const char *in)
{
    if (s->sp < 1)
        return fail_underflow(v);
    VType t = stack(v, s)[s->sp - 1];
    int ok = assignable(v, t, cls);
    if (ok < 0)
        return -1;
    if (!ok) {
        char head[64];
        snprintf(head, sizeof head, "Bad type on operand stack%s%s", in ? " in " : "", in ? in : "");
        return fail_type(v, "Incompatible type for getting or setting field", head, t, "stack",
                         s->sp - 1, cls);
    }
    s->sp--;
    *obj = t;
    return 0;
}

static int field_insn(V *v, State *s, uint8_t op, uint32_t index)
{
    const CfConst *k = cp(v, index);
    const char *d = member_desc(v, k);
    VType ft = desc_type(v, &d);
    VType cls = class_type(v, k->u.ref.class_index);
    VType obj;
    switch (op) {
    case OP_getstatic:
        return push(v, s, ft);
    case OP_putstatic:
        return pop_as(v, s, ft, NULL, POP_SLOTS);
    case OP_getfield:
        if (pop_receiver(v, s, cls, &obj, NULL) != 0 || protected_ok(v, s, obj, k, 0, "getfield") != 0)
            return -1;
        return push(v, s, ft);
    default: /* putfield */
        if (pop_as(v, s, ft, NULL, POP_SLOTS) != 0)
            return -1;
        /* A constructor may set its own class's fields before calling
         * super() (JVMS 4.10.1.9 putfield, javac's outer-this fields). */
        if (s->sp && stack(v, s)[s->sp - 1] == VT_UNINIT_THIS && cls == v->this_type) {
            const char *name = member_name(v, k), *fd = member_desc(v, k);
            for (uint16_t i = 0; i < v->cf->field_count; i++)
                if (strcmp(v->cf->fields[i].name, name) == 0 && strcmp(v->cf->fields[i].descriptor, fd) == 0) {
                    s->sp--;
                    return 0;
                }
        }
        if (pop_receiver(v, s, cls, &obj, "putfield") != 0)
            return -1;
        return protected_ok(v, s, obj, k, 0, "putfield");
    }
}

/* Pop the arguments of method descriptor d, last first. */
static int pop_args(V *v, State *s, const char *d)
{
    VType args[256];
    int n = 0;
    for (const char *p = d + 1; *p && *p != ')' && n < 256;)
        args[n++] = desc_type(v, &p);
    while (n-- > 0)
        if (pop_as(v, s, args[n], NULL, POP_SLOTS) != 0) {
            if (v->status == VFY_VERIFY_ERROR && v->cf->major_version < 50 && v->msg_size)
                snprintf(v->msg, v->msg_size, "(class: %s, method: %s signature: %s) Incompatible argument to function",
                         v->cf->this_class, v->m->name, v->m->descriptor);
            return -1;
        }
    return 0;
}

static int push_result(V *v, State *s, const char *d)
{
    const char *r = strchr(d, ')') + 1;
    return *r == 'V' ? 0 : push(v, s, desc_type(v, &r));
}

/* invokespecial of <init>: the receiver is uninitializedThis (a
 * constructor calling this() or super()) or uninitialized(pc) (an object
 * made by the `new` at pc); afterwards every copy of it is initialized. */
static int invoke_init(V *v, State *s, const CfConst *k)
{
    VType cls = class_type(v, k->u.ref.class_index);
    VType recv;
    if (pop_ref(v, s, 1, &recv) != 0)
        return -1;
    if (recv == VT_UNINIT_THIS) {
        const char *super = v->cf->super_class;
        if (cls != v->this_type && !(super && strcmp(name_of(v, cls), super) == 0))
            return fail(v, "Bad <init> method call", "Bad <init> method call");
        initialize(v, s, recv, v->this_type);
        return 0;
    }
    if (KIND(recv) == VT_UNINIT) {
        uint32_t at = ARG(recv);
        if (at + 3 > v->len || v->bc[at] != OP_new)
            return fail(v, "Call to wrong initialization method", "Call to wrong <init> method");
        VType made = class_type(v, (uint16_t)u2(v, at + 1));
        if (made != cls) {
            char reason[700];
            snprintf(reason, sizeof reason, "Type '%s' (constant pool %u) is not assignable to '%s' (constant pool %u)",
                     name_of(v, made), u2(v, at + 1), name_of(v, cls), u2(v, v->pc + 1));
            return failv(v, "Call to wrong initialization method", "Call to wrong <init> method", reason);
        }
        initialize(v, s, recv, cls);
        return 0;
    }
    return fail_invalid(v, "Expecting to find unitialized object on stack",
                        "Bad operand type when invoking <init>", recv, s->sp);
}

static int invoke(V *v, State *s, uint8_t op, uint32_t index)
{
    const CfConst *k = cp(v, index);
    const char *d = member_desc(v, k);
    if (pop_args(v, s, d) != 0)
        return -1;
    if (op == OP_invokestatic || op == OP_invokedynamic)
        return push_result(v, s, d);
    const char *name = member_name(v, k);
    VType cls = class_type(v, k->u.ref.class_index), recv;
    if (op == OP_invokespecial && strcmp(name, "<init>") == 0) {
        if (invoke_init(v, s, k) != 0)
            return -1;
        return push_result(v, s, d);
    }
    if (op == OP_invokeinterface) {
        /* Any object passes for an interface (VfyClassEnv.assignable),
         * arrays and primitives do not; the interpreter checks the
         * receiver's class when it selects the method. */
        if (pop(v, s, cls, NULL) != 0)
            return -1;
        return push_result(v, s, d);
    }
    if (op == OP_invokespecial) {
        /* JVMS 4.10.1.9: the method of the current class, of a superclass
         * or of a direct superinterface, on an object of the current class. */
        if (k->tag == CONSTANT_InterfaceMethodref && cls != v->this_type) {
            int direct = 0;
            for (uint16_t i = 0; i < v->cf->interface_count; i++)
                direct |= strcmp(v->cf->interfaces[i], name_of(v, cls)) == 0;
            if (!direct)
                return fail(v, "Bad invokespecial instruction",
                            "Bad invokespecial instruction: interface method reference is in an indirect superinterface.");
        }
        int ok = assignable(v, v->this_type, cls);
        if (ok < 0)
            return -1;
        if (!ok)
            return fail(v, "Bad invokespecial instruction",
                        "Bad invokespecial instruction: current class isn't assignable to reference class.");
        return pop(v, s, v->this_type, NULL) != 0 ? -1 : push_result(v, s, d);
    }
    int was_object = s->sp > 0 && is_object(stack(v, s)[s->sp - 1]);
    if (pop(v, s, cls, &recv) != 0) {
        if (v->status == VFY_VERIFY_ERROR && v->cf->major_version < 50 && v->msg_size && was_object)
            snprintf(v->msg, v->msg_size, "(class: %s, method: %s signature: %s) Incompatible object argument for function call",
                     v->cf->this_class, v->m->name, v->m->descriptor);
        return -1;
    }
    if (protected_ok(v, s, recv, k, 1, "invokevirtual") != 0)
        return -1;
    return push_result(v, s, d);
}

static int do_return(V *v, State *s, uint8_t op)
{
    if (v->is_init && s->this_uninit && op == OP_return)
        return fail(v, "Constructor must call super() or this()",
                    "Constructor must call super() or this() before return");
    if (op == OP_return)
        return 0;
    VType want = v->ret_type;
    if (op == OP_areturn && KIND(want) != VT_REF)
        return fail(v, "Wrong return type in function", "Bad return type");
    if (op != OP_areturn && want != (op == OP_lreturn ? VT_LONG : op == OP_freturn ? VT_FLOAT :
                                     op == OP_dreturn ? VT_DOUBLE : VT_INT))
        return fail(v, "Wrong return type in function", "Bad return type");
    /* areturn: the value must be assignable to the declared return type. */
    VType got;
    if (s->sp < 1 || (op != OP_areturn && pop_as(v, s, want, NULL, POP_SLOTS) != 0))
        return s->sp < 1 ? fail_underflow(v) : -1;
    if (op != OP_areturn)
        return 0;
    got = stack(v, s)[s->sp - 1];
    char w[300];
    type_text(v, want, w, sizeof w);
    strncat(w, " (from method signature)", sizeof w - strlen(w) - 1);
    if (is_uninit(got))
        return fail_type_text(v, "Expecting to find object/array on stack", "Bad return type", got, "stack",
                              s->sp - 1, w);
    if (!is_object(got))
        return fail_stack(v, "Expecting to find object/array on stack", got, s->sp - 1, VT_TOP);
    int ok = assignable(v, got, want);
    if (ok < 0)
        return -1;
    if (!ok)
        return fail_type_text(v, "Wrong return type in function", "Bad return type", got, "stack",
                              s->sp - 1, w);
    s->sp--;
    return 0;
}

/* The stack operations of JVMS 4.10.1.9 (pop ... swap) move slots without
 * looking at them, but may not split a long or double: `cuts` lists the
 * depths (from the top) where a value must begin. */
static int stack_shuffle(V *v, State *s, uint8_t op)
{
    static const struct { uint8_t op, pops, cuts[2]; int8_t order[6]; } ops[] = {
        /* order: the new top slots, as depths of old slots (1 = top), bottom first */
        { OP_pop, 1, { 1, 0 }, { -1 } },
        { OP_pop2, 2, { 2, 0 }, { -1 } },
        { OP_dup, 1, { 1, 0 }, { 1, 1, -1 } },
        { OP_dup_x1, 2, { 1, 2 }, { 1, 2, 1, -1 } },
        { OP_dup_x2, 3, { 1, 3 }, { 1, 3, 2, 1, -1 } },
        { OP_dup2, 2, { 2, 0 }, { 2, 1, 2, 1, -1 } },
        { OP_dup2_x1, 3, { 2, 3 }, { 2, 1, 3, 2, 1, -1 } },
        { OP_dup2_x2, 4, { 2, 4 }, { 2, 1, 4, 3, 2, 1 } },
        { OP_swap, 2, { 1, 2 }, { 1, 2, -1 } },
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(ops); i++) {
        if (ops[i].op != op)
            continue;
        VType *st = stack(v, s), old[4];
        if (s->sp < ops[i].pops)
            return fail_underflow(v);
        for (int c = 0; c < 2; c++) {
            int cut = ops[i].cuts[c];
            if (cut && is_half(st[s->sp - cut]))
                return fail_type_text(v, "Attempt to split long or double on the stack",
                                      "Bad type on operand stack", st[s->sp - cut], "stack",
                                      s->sp - cut, "category1 type");
        }
        for (int k = 0; k < ops[i].pops; k++)
            old[k] = st[s->sp - 1 - k];
        int base = s->sp - ops[i].pops, n = 0;
        while (n < 6 && ops[i].order[n] > 0)
            n++;
        if (base + n > v->nstack)
            return fail_overflow(v);
        for (int k = 0; k < n; k++)
            st[base + k] = old[ops[i].order[k] - 1];
        s->sp = (uint16_t)(base + n);
        return 0;
    }
    return 0;
}

/* Array loads and stores: the array's element type must be exactly the
 * instruction's ([B or [Z for baload/bastore). */
static int array_elem(V *v, State *s, uint8_t op, int store)
{
    static const char elems[] = "IJFDLBCS";
    int kind = store ? op - OP_iastore : op - OP_iaload;
    char e = elems[kind];
    VType value = 0, arr;
    const char *what = op_info[op].name;
    if (store) {
        if (e == 'L' ? pop_ref_as(v, s, 0, &value, 1) != 0 : pop(v, s, e == 'J' ? VT_LONG : e == 'F' ? VT_FLOAT :
                                                                 e == 'D' ? VT_DOUBLE : VT_INT, NULL) != 0)
            return -1;
    }
    if (pop(v, s, VT_INT, NULL) != 0 || pop_array(v, s, &arr, what, e) != 0)
        return -1;
    VType elem = VT_TOP;
    int ok = 1;
    if (arr != VT_NULL) {
        const char *n = name_of(v, arr);
        if (e == 'L')
            ok = n[1] == 'L' || n[1] == '[';
        else if (e == 'B')
            ok = n[1] == 'B' || n[1] == 'Z';
        else
            ok = n[1] == e;
        if (ok && e == 'L')
            elem = component(v, arr);
    } else if (e == 'L') {
        elem = VT_NULL;
    }
    if (!ok) {
        char head[64], want[3] = { '[', e, 0 };
        snprintf(head, sizeof head, "Bad type on operand stack in %s", what);
        if (e == 'B')
            return fail_invalid(v, "Incompatible array type", head, arr, s->sp);
        return fail_type(v, e == 'L' ? "Expecting to find array of objects or arrays on stack" : "Incompatible array type",
                         head, arr, "stack", s->sp,
                         e == 'L' ? VT_TOP : intern_c(v, want));
    }
    if (store)
        return 0;
    switch (e) {
    case 'L': return push(v, s, elem);
    case 'J': return push(v, s, VT_LONG);
    case 'F': return push(v, s, VT_FLOAT);
    case 'D': return push(v, s, VT_DOUBLE);
    default: return push(v, s, VT_INT);
    }
}

/* ------------------------------------------------------------------ */
/* The transfer function                                               */
/* ------------------------------------------------------------------ */

/* Operand types of the simple instructions: what they pop (top last) and
 * push, as letters I F J D; "" none. */
static const char *const simple[256] = {
    [OP_nop] = "/", [OP_iconst_m1] = "/I", [OP_iconst_0] = "/I", [OP_iconst_1] = "/I",
    [OP_iconst_2] = "/I", [OP_iconst_3] = "/I", [OP_iconst_4] = "/I", [OP_iconst_5] = "/I",
    [OP_lconst_0] = "/J", [OP_lconst_1] = "/J", [OP_fconst_0] = "/F", [OP_fconst_1] = "/F",
    [OP_fconst_2] = "/F", [OP_dconst_0] = "/D", [OP_dconst_1] = "/D", [OP_bipush] = "/I",
    [OP_sipush] = "/I",
    [OP_iadd] = "II/I", [OP_ladd] = "JJ/J", [OP_fadd] = "FF/F", [OP_dadd] = "DD/D",
    [OP_isub] = "II/I", [OP_lsub] = "JJ/J", [OP_fsub] = "FF/F", [OP_dsub] = "DD/D",
    [OP_imul] = "II/I", [OP_lmul] = "JJ/J", [OP_fmul] = "FF/F", [OP_dmul] = "DD/D",
    [OP_idiv] = "II/I", [OP_ldiv] = "JJ/J", [OP_fdiv] = "FF/F", [OP_ddiv] = "DD/D",
    [OP_irem] = "II/I", [OP_lrem] = "JJ/J", [OP_frem] = "FF/F", [OP_drem] = "DD/D",
    [OP_ineg] = "I/I", [OP_lneg] = "J/J", [OP_fneg] = "F/F", [OP_dneg] = "D/D",
    [OP_ishl] = "II/I", [OP_lshl] = "JI/J", [OP_ishr] = "II/I", [OP_lshr] = "JI/J",
    [OP_iushr] = "II/I", [OP_lushr] = "JI/J", [OP_iand] = "II/I", [OP_land] = "JJ/J",
    [OP_ior] = "II/I", [OP_lor] = "JJ/J", [OP_ixor] = "II/I", [OP_lxor] = "JJ/J",
    [OP_i2l] = "I/J", [OP_i2f] = "I/F", [OP_i2d] = "I/D", [OP_l2i] = "J/I", [OP_l2f] = "J/F",
    [OP_l2d] = "J/D", [OP_f2i] = "F/I", [OP_f2l] = "F/J", [OP_f2d] = "F/D", [OP_d2i] = "D/I",
    [OP_d2l] = "D/J", [OP_d2f] = "D/F", [OP_i2b] = "I/I", [OP_i2c] = "I/I", [OP_i2s] = "I/I",
    [OP_lcmp] = "JJ/I", [OP_fcmpl] = "FF/I", [OP_fcmpg] = "FF/I", [OP_dcmpl] = "DD/I",
    [OP_dcmpg] = "DD/I",
    [OP_ifeq] = "I/", [OP_ifne] = "I/", [OP_iflt] = "I/", [OP_ifge] = "I/", [OP_ifgt] = "I/",
    [OP_ifle] = "I/", [OP_if_icmpeq] = "II/", [OP_if_icmpne] = "II/", [OP_if_icmplt] = "II/",
    [OP_if_icmpge] = "II/", [OP_if_icmpgt] = "II/", [OP_if_icmple] = "II/",
    [OP_goto] = "/", [OP_goto_w] = "/", [OP_tableswitch] = "I/", [OP_lookupswitch] = "I/",
};

static VType letter_type(char c)
{
    return c == 'I' ? VT_INT : c == 'F' ? VT_FLOAT : c == 'J' ? VT_LONG : VT_DOUBLE;
}

static int exec_simple(V *v, State *s, const char *sig)
{
    const char *slash = strchr(sig, '/');
    for (const char *p = slash - 1; p >= sig; p--)
        if (pop(v, s, letter_type(*p), NULL) != 0)
            return -1;
    for (const char *p = slash + 1; *p; p++)
        if (push(v, s, letter_type(*p)) != 0)
            return -1;
    return 0;
}

/* Loads and stores: the local index and the type, from the opcode. */
static int local_insn(V *v, uint32_t pc, uint8_t *op, uint32_t *index, VType *type)
{
    static const VType kinds[] = { VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_TOP };
    uint8_t o = v->bc[pc];
    int wide = o == OP_wide;
    if (wide)
        o = v->bc[pc + 1];
    if (o >= OP_iload && o <= OP_aload) {
        *op = OP_iload, *index = wide ? u2(v, pc + 2) : v->bc[pc + 1], *type = kinds[o - OP_iload];
    } else if (o >= OP_istore && o <= OP_astore) {
        *op = OP_istore, *index = wide ? u2(v, pc + 2) : v->bc[pc + 1], *type = kinds[o - OP_istore];
    } else if (o >= OP_iload_0 && o <= OP_aload_3) {
        *op = OP_iload, *index = (uint32_t)(o - OP_iload_0) % 4, *type = kinds[(o - OP_iload_0) / 4];
    } else if (o >= OP_istore_0 && o <= OP_astore_3) {
        *op = OP_istore, *index = (uint32_t)(o - OP_istore_0) % 4, *type = kinds[(o - OP_istore_0) / 4];
    } else if (o == OP_iinc || o == OP_ret) {
        *op = o, *index = wide ? u2(v, pc + 2) : v->bc[pc + 1], *type = VT_INT;
    } else {
        return 0;
    }
    return 1;
}

static int store(V *v, State *s, uint32_t index, VType type)
{
    VType t;
    if (type != VT_TOP) {
        if (pop(v, s, type, NULL) != 0)
            return -1;
        set_local(v, s, index, type);
        return 0;
    }
    /* astore: any reference, uninitialized ones and return addresses too */
    if (s->sp < 1)
        return fail_underflow(v);
    t = stack(v, s)[s->sp - 1];
    if (!is_object(t) && !is_uninit(t) && KIND(t) != VT_RETADDR)
        return fail_stack(v, "Expecting to find object/array on stack", t, s->sp - 1, VT_TOP);
    s->sp--;
    set_local(v, s, index, t);
    return 0;
}

static int newarray(V *v, State *s, uint8_t atype)
{
    static const char *const names[] = { "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J" };
    if (pop(v, s, VT_INT, NULL) != 0)
        return -1;
    return push(v, s, intern_c(v, names[atype - 4]));
}

static int anewarray(V *v, State *s, uint16_t index)
{
    const char *n = cf_class_name(v->cf, index);
    if (pop(v, s, VT_INT, NULL) != 0)
        return -1;
    size_t len = strlen(n);
    char *buf = malloc(len + 4);
    if (!buf)
        return v->status = VFY_NO_MEMORY, -1;
    if (n[0] == '[')
        snprintf(buf, len + 4, "[%s", n);
    else
        snprintf(buf, len + 4, "[L%s;", n);
    VType t = intern_c(v, buf);
    free(buf);
    return push(v, s, t);
}

/* Check the instruction at v->pc against s and turn s into the state after
 * it (the state every successor but an exception handler receives). */
static int exec(V *v, State *s)
{
    uint32_t pc = v->pc, index;
    uint8_t op = v->bc[pc], lop;
    VType t, type;
    if (simple[op])
        return exec_simple(v, s, simple[op]);
    if (local_insn(v, pc, &lop, &index, &type)) {
        switch (lop) {
        case OP_iload: return load_local(v, s, index, type);
        case OP_istore: return store(v, s, index, type);
        case OP_iinc:
            if (locals(s)[index] != VT_INT)
                return fail_type(v, "Register contains wrong type", "Bad local variable type",
                                 locals(s)[index], "locals", (int)index, VT_INT);
            set_local(v, s, index, VT_INT);
            return 0;
        default: /* ret: handled by the inference driver */
            t = locals(s)[index];
            if (KIND(t) != VT_RETADDR) {
                char old[64];
                snprintf(old, sizeof old, t == VT_TOP ? "Accessing value from uninitialized register %u"
                                                      : "Register %u contains wrong type", index);
                return fail_type(v, old, "Bad local variable type", t, "locals", (int)index, VT_TOP);
            }
            return 0;
        }
    }
    switch (op) {
    case OP_aconst_null: return push(v, s, VT_NULL);
    case OP_ldc: return ldc(v, s, v->bc[pc + 1]);
    case OP_ldc_w: case OP_ldc2_w: return ldc(v, s, u2(v, pc + 1));
    case OP_iaload: case OP_laload: case OP_faload: case OP_daload:
    case OP_aaload: case OP_baload: case OP_caload: case OP_saload:
        return array_elem(v, s, op, 0);
    case OP_iastore: case OP_lastore: case OP_fastore: case OP_dastore:
    case OP_aastore: case OP_bastore: case OP_castore: case OP_sastore:
        return array_elem(v, s, op, 1);
    case OP_pop: case OP_pop2: case OP_dup: case OP_dup_x1: case OP_dup_x2:
    case OP_dup2: case OP_dup2_x1: case OP_dup2_x2: case OP_swap:
        return stack_shuffle(v, s, op);
    case OP_if_acmpeq: case OP_if_acmpne:
        if (pop_ref(v, s, 1, NULL) != 0)
            return -1;
        return pop_ref(v, s, 1, NULL);
    case OP_ifnull: case OP_ifnonnull:
        return pop_ref(v, s, 1, NULL);
    case OP_jsr: case OP_jsr_w: {
        int32_t off = op == OP_jsr ? (int16_t)u2(v, pc + 1) : s4(v, pc + 1);
        return push(v, s, MAKE(VT_RETADDR, (uint32_t)((int64_t)pc + off)));
    }
    case OP_ireturn: case OP_lreturn: case OP_freturn: case OP_dreturn:
    case OP_areturn: case OP_return:
        return do_return(v, s, op);
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield:
        return field_insn(v, s, op, u2(v, pc + 1));
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic:
    case OP_invokeinterface: case OP_invokedynamic:
        return invoke(v, s, op, u2(v, pc + 1));
    case OP_new:
        return push(v, s, MAKE(VT_UNINIT, pc));
    case OP_newarray:
        return newarray(v, s, v->bc[pc + 1]);
    case OP_anewarray:
        return anewarray(v, s, (uint16_t)u2(v, pc + 1));
    case OP_arraylength:
        if (pop_array(v, s, &t, "arraylength", 0) != 0)
            return -1;
        return push(v, s, VT_INT);
    case OP_athrow:
        if (pop(v, s, intern_c(v, "java/lang/Throwable"), NULL) != 0) {
            if (v->status == VFY_VERIFY_ERROR && v->cf->major_version < 50 && v->msg_size)
                snprintf(v->msg, v->msg_size, "(class: %s, method: %s signature: %s) Can only throw Throwable objects",
                         v->cf->this_class, v->m->name, v->m->descriptor);
            return -1;
        }
        return 0;
    case OP_checkcast:
        if (pop_ref_as(v, s, 0, NULL, 1) != 0)
            return -1;
        return push(v, s, class_type(v, (uint16_t)u2(v, pc + 1)));
    case OP_instanceof:
        if (pop_ref_as(v, s, 0, NULL, 1) != 0)
            return -1;
        return push(v, s, VT_INT);
    case OP_monitorenter: case OP_monitorexit:
        return pop_ref(v, s, 0, NULL);
    case OP_multianewarray:
        for (int i = 0; i < v->bc[pc + 3]; i++)
            if (pop(v, s, VT_INT, NULL) != 0)
                return -1;
        return push(v, s, class_type(v, (uint16_t)u2(v, pc + 1)));
    default:
        return fail(v, "Illegal instruction found", "Bad instruction");
    }
}

/* ------------------------------------------------------------------ */
/* Successors                                                          */
/* ------------------------------------------------------------------ */

static int ends_flow(uint8_t op)
{
    return op == OP_goto || op == OP_goto_w || op == OP_athrow || op == OP_ret ||
           op == OP_tableswitch || op == OP_lookupswitch || op == OP_jsr || op == OP_jsr_w ||
           (op >= OP_ireturn && op <= OP_return);
}

/* The branch targets of the instruction at pc into out (at most n); their
 * number. A jsr's target is its subroutine. */
static uint32_t targets(const V *v, uint32_t pc, uint32_t *out, uint32_t n)
{
    uint8_t op = v->bc[pc];
    if ((op >= OP_ifeq && op <= OP_jsr) || op == OP_ifnull || op == OP_ifnonnull) {
        out[0] = (uint32_t)((int64_t)pc + (int16_t)u2(v, pc + 1));
        return 1;
    }
    if (op == OP_goto_w || op == OP_jsr_w) {
        out[0] = (uint32_t)((int64_t)pc + s4(v, pc + 1));
        return 1;
    }
    if (op != OP_tableswitch && op != OP_lookupswitch)
        return 0;
    uint32_t base = (pc + 4) & ~3u, k = 0;
    int64_t count = op == OP_tableswitch ? (int64_t)s4(v, base + 8) - s4(v, base + 4) + 1 : s4(v, base + 4);
    uint32_t step = op == OP_tableswitch ? 4 : 8;
    out[k++] = (uint32_t)((int64_t)pc + s4(v, base));
    for (int64_t i = 0; i < count && k < n; i++)
        out[k++] = (uint32_t)((int64_t)pc + s4(v, base + 12 + (uint32_t)i * step));
    return k;
}

/* ------------------------------------------------------------------ */
/* Stack map frames (JVMS 4.7.4)                                       */
/* ------------------------------------------------------------------ */

/* The state on entry to the method: `this`, then the arguments. */
static int initial_state(V *v, State *s)
{
    uint32_t i = 0;
    if (!(v->m->access_flags & ACC_STATIC)) {
        if (v->nlocals < 1)
            return fail(v, "Arguments can't fit into locals", "Arguments can't fit into locals");
        locals(s)[i++] = v->is_init ? VT_UNINIT_THIS : v->this_type;
        s->this_uninit = (uint8_t)v->is_init;
    }
    for (const char *p = v->m->descriptor + 1; *p && *p != ')';) {
        VType t = desc_type(v, &p);
        if (i + (is_cat2(t) ? 2u : 1u) > v->nlocals)
            return fail(v, "Arguments can't fit into locals", "Arguments can't fit into locals");
        set_local(v, s, i, t);
        i += is_cat2(t) ? 2 : 1;
    }
    return 0;
}

typedef struct Reader {
    const uint8_t *p, *end;
} Reader;

static int rd1(Reader *r, uint32_t *x)
{
    if (r->p + 1 > r->end)
        return -1;
    *x = *r->p++;
    return 0;
}

static int rd2(Reader *r, uint32_t *x)
{
    if (r->p + 2 > r->end)
        return -1;
    *x = (uint32_t)r->p[0] << 8 | r->p[1];
    r->p += 2;
    return 0;
}

static int fail_map(V *v, const char *what)
{
    char head[128];
    snprintf(head, sizeof head, "StackMapTable error: %s", what);
    return failv(v, head, head, "Invalid stackmap specification.");
}

/* Damage HotSpot's stack map reader reports as a ClassFormatError; some
 * of its messages name the method. */
static int fail_map_format_in(V *v, const char *what, int name_method)
{
    if (v->status != VFY_OK)
        return -1;
    v->status = VFY_FORMAT_ERROR;
    char m[512] = "";
    if (name_method)
        vfy_external_method(v->cf, v->m, m, sizeof m);
    if (v->msg_size)
        snprintf(v->msg, v->msg_size, "StackMapTable format error: %s%s%s", what,
                 name_method ? " in method " : "", m);
    return -1;
}

static int fail_map_format(V *v, const char *what) { return fail_map_format_in(v, what, 0); }

/* One verification_type_info into *t. */
static int read_vtype(V *v, Reader *r, VType *t)
{
    uint32_t tag, x;
    if (rd1(r, &tag) != 0)
        return fail_map_format(v, "access beyond the end of attribute");
    switch (tag) {
    case 0: *t = VT_TOP; return 0;
    case 1: *t = VT_INT; return 0;
    case 2: *t = VT_FLOAT; return 0;
    case 3: *t = VT_DOUBLE; return 0;
    case 4: *t = VT_LONG; return 0;
    case 5: *t = VT_NULL; return 0;
    case 6: *t = VT_UNINIT_THIS; return 0;
    case 7:
        if (rd2(r, &x) != 0)
            return fail_map_format(v, "access beyond the end of attribute");
        if (x == 0 || x >= v->cf->constant_pool_count || cp(v, x)->tag != CONSTANT_Class)
            return fail_map_format(v, "bad class index");
        *t = class_type(v, (uint16_t)x);
        return 0;
    case 8:
        if (rd2(r, &x) != 0)
            return fail_map_format(v, "access beyond the end of attribute");
        if (x >= v->len || !v->starts[x] || v->bc[x] != OP_new)
            return fail_map_format_in(v, "bad offset for Uninitialized", 1);
        *t = MAKE(VT_UNINIT, x);
        return 0;
    default:
        return fail_map_format(v, "bad verification type");
    }
}

/* Append `count` locals to s after its last (non-top) local. */
static int append_locals(V *v, Reader *r, State *s, uint32_t count, uint32_t *nl)
{
    for (uint32_t i = 0; i < count; i++) {
        VType t;
        if (read_vtype(v, r, &t) != 0)
            return -1;
        uint32_t w = is_cat2(t) ? 2 : 1;
        if (*nl + w > v->nlocals)
            return fail_map_format_in(v, "bad type array size", 1);
        locals(s)[*nl] = t;
        if (w == 2)
            locals(s)[*nl + 1] = t == VT_LONG ? VT_LONG2 : VT_DOUBLE2;
        *nl += w;
    }
    return 0;
}

static int read_stack_item(V *v, Reader *r, State *s)
{
    VType t;
    if (read_vtype(v, r, &t) != 0)
        return -1;
    if (s->sp + (is_cat2(t) ? 2 : 1) > v->nstack)
        return fail_map_format_in(v, "bad type array size", 1);
    stack(v, s)[s->sp++] = t;
    if (is_cat2(t))
        stack(v, s)[s->sp++] = t == VT_LONG ? VT_LONG2 : VT_DOUBLE2;
    return 0;
}

/* flagThisUninit of a frame: set when a local holds uninitializedThis. */
static void set_flags(V *v, State *s)
{
    s->this_uninit = 0;
    for (uint32_t i = 0; i < v->nlocals; i++)
        if (locals(s)[i] == VT_UNINIT_THIS)
            s->this_uninit = 1;
}

/* Decode one frame into s (which holds the previous frame) with *nl the
 * previous frame's locals in slots. */
static int read_frame(V *v, Reader *r, State *s, uint32_t *nl, uint32_t *delta)
{
    uint32_t type, k;
    if (rd1(r, &type) != 0)
        return fail_map_format(v, "access beyond the end of attribute");
    s->sp = 0;
    if (type < 64) {
        *delta = type;
    } else if (type < 128) {
        *delta = type - 64;
        return read_stack_item(v, r, s);
    } else if (type < 247) {
        return fail_map_format(v, "access beyond the end of attribute");
    } else {
        if (rd2(r, delta) != 0)
            return fail_map_format(v, "access beyond the end of attribute");
        if (type == 247)
            return read_stack_item(v, r, s);
        if (type >= 248 && type <= 250) {
            for (k = 0; k < 251 - type; k++) {
                if (*nl == 0)
                    return fail_map_format_in(v, "bad type array size", 1);
                (*nl)--;
                if (*nl > 0 && is_cat2(locals(s)[*nl - 1]))
                    (*nl)--;
                locals(s)[*nl] = VT_TOP;
                if (*nl + 1 < v->nlocals && is_half(locals(s)[*nl + 1]))
                    locals(s)[*nl + 1] = VT_TOP;
            }
        } else if (type >= 252 && type <= 254) {
            if (append_locals(v, r, s, type - 251, nl) != 0)
                return -1;
        } else if (type == 255) {
            uint32_t n;
            for (k = 0; k < v->nlocals; k++)
                locals(s)[k] = VT_TOP;
            *nl = 0;
            if (rd2(r, &n) != 0 || append_locals(v, r, s, n, nl) != 0)
                return v->status == VFY_OK ? fail_map_format(v, "access beyond the end of attribute") : -1;
            if (rd2(r, &n) != 0)
                return fail_map_format(v, "access beyond the end of attribute");
            for (k = 0; k < n; k++)
                if (read_stack_item(v, r, s) != 0)
                    return -1;
        }
    }
    return 0;
}

/* The number of local slots in s up to the last non-top one. */
static uint32_t locals_in_use(V *v, State *s)
{
    uint32_t n = v->nlocals;
    while (n > 0 && locals(s)[n - 1] == VT_TOP)
        n--;
    return n;
}

/* Decode the StackMapTable into v->at[pc]. */
static int read_stack_map(V *v, const State *initial)
{
    const CfAttribute *a = NULL;
    for (uint16_t i = 0; i < v->code->attribute_count; i++)
        if (strcmp(v->code->attributes[i].name, "StackMapTable") == 0)
            a = &v->code->attributes[i];
    if (!a)
        return 0;
    Reader r = { a->info, a->info + a->length };
    uint32_t count;
    if (rd2(&r, &count) != 0)
        return fail_map_format(v, "access beyond the end of attribute");
    State *s = new_state(v);
    if (!s)
        return -1;
    memcpy(s, initial, state_size(v));
    uint32_t nl = locals_in_use(v, s);
    int64_t pc = -1;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t delta;
        v->pc = pc < 0 ? 0 : (uint32_t)pc;
        if (read_frame(v, &r, s, &nl, &delta) != 0)
            break;
        pc = pc < 0 ? delta : pc + delta + 1;
        if (pc >= v->len || !v->starts[pc]) {
            set_flags(v, s);
            memcpy(v->in, s, state_size(v));
            v->ctx_frame = v->in;
            v->ctx_frame_bci = pc;
            fail_map(v, "bad offset");
            break;
        }
        set_flags(v, s);
        State *f = new_state(v);
        if (!f)
            break;
        memcpy(f, s, state_size(v));
        v->at[pc] = f;
    }
    free(s);
    if (v->status == VFY_OK && r.p != r.end)
        fail_map_format(v, "wrong attribute size");
    return v->status == VFY_OK ? 0 : -1;
}

/* ------------------------------------------------------------------ */
/* Comparing states                                                    */
/* ------------------------------------------------------------------ */

/* Is state s assignable to frame f (JVMS 4.10.1.4 frameIsAssignable)?
 * On failure the message names the first slot that is not. */
static int frame_assignable(V *v, State *s, State *f, const char *headline)
{
    char old[64];
    snprintf(old, sizeof old, "Mismatched stack types");
    /* HotSpot locates the error at the frame and shows the state on entry
     * to the instruction (a handler: with the exception on the stack). */
    v->ctx_frame = s->sp == 1 && v->ctx_handler ? s : v->in;
    v->ctx_map = f;
    if (s->sp != f->sp)
        return failv(v, "Inconsistent stack height", headline, "Current frame's stack size doesn't match stackmap.");
    v->loc_pc = v->ctx_map_bci;
    for (uint32_t i = 0; i < v->nlocals + s->sp; i++) {
        int ok = assignable(v, s->v[i], f->v[i]);
        if (ok < 0)
            return -1;
        if (!ok) {
            char a[300], b[300], reason[700];
            int is_local = i < v->nlocals;
            type_text(v, s->v[i], a, sizeof a);
            type_text(v, f->v[i], b, sizeof b);
            snprintf(reason, sizeof reason, "Type %s (current frame, %s[%u]) is not assignable to %s (stack map, %s[%u])",
                     a, is_local ? "locals" : "stack", is_local ? i : i - v->nlocals, b,
                     is_local ? "locals" : "stack", is_local ? i : i - v->nlocals);
            return failv(v, old, headline, reason);
        }
    }
    if (s->this_uninit && !f->this_uninit)
        return failv(v, old, headline, "Current frame's flags are not assignable to stack map frame's.");
    v->ctx_frame = v->ctx_map = NULL;
    v->loc_pc = -1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Exception handlers (JVMS 4.10.1.6)                                  */
/* ------------------------------------------------------------------ */

/* The type of a handler's exception: its catch type or Throwable. */
static int catch_type(V *v, const CfExceptionEntry *e, VType *t)
{
    VType thr = intern_c(v, "java/lang/Throwable");
    *t = e->catch_type ? class_type(v, e->catch_type) : thr;
    int ok = assignable(v, *t, thr);
    if (ok < 0)
        return -1;
    if (!ok) {
        char head[96], reason[400];
        snprintf(head, sizeof head, "Catch type is not a subclass of Throwable in exception handler %u", e->handler_pc);
        snprintf(reason, sizeof reason, "Type '%s' (constant pool %u) is not assignable to 'java/lang/Throwable'",
                 name_of(v, *t), e->catch_type);
        return failv(v, "catch_type not a subclass of Throwable", head, reason);
    }
    return 0;
}

/* The state a handler is entered with from an instruction with state s:
 * its locals and flags, and the exception alone on the stack (which
 * needs max_stack of at least 1). */
static int handler_state(V *v, const State *s, State *h, VType exc)
{
    if (v->nstack < 1)
        return fail_overflow(v);
    memcpy(h, s, state_size(v));
    h->sp = 1;
    stack(v, h)[0] = exc;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Type checking (JVMS 4.10.1)                                         */
/* ------------------------------------------------------------------ */

/* A branch target outside the code or inside an instruction: the type
 * checker finds no frame there. */
static int bad_target(V *v, uint32_t target)
{
    char head[96];
    uint8_t op = v->bc[v->pc];
    if (op == OP_goto_w || op == OP_jsr_w) {
        snprintf(head, sizeof head, "Illegal target of jump or branch (bci %u + offset %d)", v->pc,
                 s4(v, v->pc + 1));
        return failv(v, "Illegal target of jump or branch", head, NULL);
    }
    snprintf(head, sizeof head, "Expecting a stackmap frame at branch target %d", (int32_t)target);
    return failv(v, "Illegal target of jump or branch", head, "Expected stackmap frame at this location.");
}

static int valid_target(const V *v, uint32_t target) { return target < v->len && v->starts[target]; }

static int check_target_as(V *v, State *s, uint32_t target, const char *mismatch)
{
    char head[96];
    if (!valid_target(v, target))
        return bad_target(v, target);
    if (!v->at[target]) {
        snprintf(head, sizeof head, "Expecting a stackmap frame at branch target %u", target);
        return failv(v, head, head, "Expected stackmap frame at this location.");
    }
    snprintf(head, sizeof head, mismatch, target);
    v->ctx_map_bci = target;
    int r = frame_assignable(v, s, v->at[target], head);
    return r;
}

static int check_target(V *v, State *s, uint32_t target)
{
    return check_target_as(v, s, target, "Inconsistent stackmap frames at branch target %u");
}

static int check_handlers(V *v, State *s, State *h)
{
    for (uint16_t i = 0; i < v->code->exception_table_length; i++) {
        const CfExceptionEntry *e = &v->code->exception_table[i];
        if (v->pc < e->start_pc || v->pc >= e->end_pc)
            continue;
        VType exc;
        if (catch_type(v, e, &exc) != 0)
            return -1;
        v->ctx_handler = 1;
        if (handler_state(v, s, h, exc) != 0 ||
            check_target_as(v, h, e->handler_pc, "Stack map does not match the one at exception handler %u") != 0)
            return -1;
        v->ctx_handler = 0;
    }
    return 0;
}

/* JVMS 4.10.1.6: every catch type is a Throwable; checked first, at the
 * handler, as HotSpot does. */
static int check_catch_types(V *v)
{
    for (uint16_t i = 0; i < v->code->exception_table_length; i++) {
        VType t;
        v->pc = v->code->exception_table[i].handler_pc;
        if (catch_type(v, &v->code->exception_table[i], &t) != 0)
            return -1;
    }
    return 0;
}

static int check_code(V *v, State *cur, State *tmp)
{
    int no_flow = 0, after_jump = 0;
    uint32_t *tg = v->targets;
    for (uint32_t pc = 0; pc < v->len; pc += insn_len(v, pc)) {
        v->pc = pc;
        uint8_t op = v->bc[pc];
        if (op == OP_jsr || op == OP_jsr_w || op == OP_ret || (op == OP_wide && v->bc[pc + 1] == OP_ret))
            return fail(v, "Illegal instruction found", "Bad instruction");
        if (v->at[pc]) {
            memcpy(v->in, cur, state_size(v));
            v->ctx_map_bci = pc;
            if (!no_flow && frame_assignable(v, cur, v->at[pc], "Instruction type does not match stack map") != 0)
                return -1;
            memcpy(cur, v->at[pc], state_size(v));
        } else if (no_flow) {
            return failv(v, "Expecting a stack map frame", "Expecting a stack map frame",
                         after_jump ? "Expected stackmap frame at this location." : NULL);
        }
        memcpy(v->in, cur, state_size(v));
        if (check_handlers(v, cur, tmp) != 0 || exec(v, cur) != 0)
            return -1;
        uint32_t n = targets(v, pc, tg, v->ntargets);
        for (uint32_t i = 0; i < n; i++)
            if (check_target(v, cur, tg[i]) != 0)
                return -1;
        no_flow = ends_flow(op);
        after_jump = op == OP_goto || op == OP_goto_w || op == OP_tableswitch || op == OP_lookupswitch;
    }
    v->pc = v->len;
    if (!no_flow)
        return fail(v, "Falling off the end of the code", "Control flow falls through code end");
    return 0;
}

/* ------------------------------------------------------------------ */
/* Type inference (JVMS 4.10.2)                                        */
/* ------------------------------------------------------------------ */

/* The least common superclass of two class or array names (JVMS 4.10.2.2:
 * interfaces merge to Object). */
static VType merge_refs(V *v, VType a, VType b)
{
    int r = assignable(v, a, b);
    if (r != 0)
        return r < 0 ? VT_TOP : b;
    if ((r = assignable(v, b, a)) != 0)
        return r < 0 ? VT_TOP : a;
    const char *na = name_of(v, a), *nb = name_of(v, b);
    VType object = intern_c(v, "java/lang/Object");
    if (na[0] == '[' && nb[0] == '[') {
        VType ea = component(v, a), eb = component(v, b);
        if (KIND(ea) != VT_REF || KIND(eb) != VT_REF)
            return object;
        VType e = merge_refs(v, ea, eb);
        if (KIND(e) != VT_REF)
            return e;
        const char *ne = name_of(v, e);
        size_t len = strlen(ne);
        char *buf = malloc(len + 4);
        if (!buf)
            return v->status = VFY_NO_MEMORY, VT_TOP;
        snprintf(buf, len + 4, ne[0] == '[' ? "[%s" : "[L%s;", ne);
        VType t = intern_c(v, buf);
        free(buf);
        return t;
    }
    if (na[0] == '[' || nb[0] == '[' || !v->env)
        return object;
    /* Walk up from a until b is assignable to the superclass. */
    const char *c = na;
    for (int depth = 0; c && depth < 10000; depth++) {
        const char *super;
        if (v->env->superclass(v->env->ctx, c, &super) < 0)
            return fail_exception(v), VT_TOP;
        if (!super)
            return object;
        VType st = intern_c(v, super);
        if ((r = assignable(v, b, st)) != 0)
            return r < 0 ? VT_TOP : st;
        c = super;
    }
    return object;
}

static VType merge_type(V *v, VType a, VType b)
{
    if (a == b)
        return a;
    if (is_object(a) && is_object(b)) {
        if (a == VT_NULL)
            return b;
        if (b == VT_NULL)
            return a;
        return merge_refs(v, a, b);
    }
    return VT_TOP;
}

static void enqueue(V *v, uint32_t pc)
{
    if (!v->queued[pc]) {
        v->queued[pc] = 1;
        v->work[v->nwork++] = pc;
    }
}

/* Merge state s (and the subroutine's written locals w) into the entry
 * state of target. */
static int merge_into(V *v, const State *s, const uint8_t *w, uint32_t target)
{
    State *t = v->at[target];
    if (!t) {
        t = v->at[target] = new_state(v);
        v->written[target] = calloc(v->nlocals + 1u, 1);
        if (!t || !v->written[target])
            return v->status = VFY_NO_MEMORY, -1;
        memcpy(t, s, state_size(v));
        if (w)
            memcpy(v->written[target], w, v->nlocals);
        t->known = 1;
        enqueue(v, target);
        return 0;
    }
    if (t->sp != s->sp) {
        char text[64];
        snprintf(text, sizeof text, "Inconsistent stack height %u != %u", s->sp, t->sp);
        return fail(v, text, text);
    }
    int changed = 0;
    for (uint32_t i = 0; i < v->nlocals + s->sp; i++) {
        VType m = merge_type(v, t->v[i], s->v[i]);
        if (v->status != VFY_OK)
            return -1;
        if (i >= v->nlocals && m == VT_TOP && t->v[i] != VT_TOP) {
            char old[64];
            snprintf(old, sizeof old, "Mismatched stack types");
            return fail(v, old, "Inconsistent stack types");
        }
        if (m != t->v[i])
            t->v[i] = m, changed = 1;
    }
    if (s->this_uninit && !t->this_uninit)
        t->this_uninit = 1, changed = 1;
    for (uint32_t i = 0; w && i < v->nlocals; i++)
        if (w[i] && !v->written[target][i])
            v->written[target][i] = 1, changed = 1;
    /* A state is inside the subroutines it is inside of on every path
     * into it (HotSpot keeps the subroutines common to both states). */
    for (uint32_t i = 0; i < v->nsubwords; i++)
        if (subs(v, t)[i] & ~subs(v, (State *)s)[i])
            subs(v, t)[i] &= subs(v, (State *)s)[i], changed = 1;
    if (changed)
        enqueue(v, target);
    return 0;
}

/* Where a subroutine returns: the instruction after its jsr, with the
 * caller's types for the locals the subroutine did not write and the
 * subroutine's for those it did. */
static int return_to(V *v, uint32_t jsr_pc, uint32_t ret_pc, State *tmp)
{
    State *caller = v->at[jsr_pc], *sub = v->at[ret_pc];
    uint8_t *w = v->written[ret_pc], *cw = v->written[jsr_pc];
    memcpy(tmp, sub, state_size(v));
    for (uint32_t i = 0; i < v->nlocals; i++)
        if (!w[i])
            locals(tmp)[i] = locals(caller)[i];
    /* Back in the caller: inside what the caller was inside of and the
     * subroutine still is (a ret of an outer subroutine's address leaves
     * the inner ones too). */
    for (uint32_t i = 0; i < v->nsubwords; i++)
        subs(v, tmp)[i] = subs(v, sub)[i] & subs(v, caller)[i];
    uint8_t *merged = malloc(v->nlocals + 1u);
    if (!merged)
        return v->status = VFY_NO_MEMORY, -1;
    for (uint32_t i = 0; i < v->nlocals; i++)
        merged[i] = (uint8_t)(cw[i] | w[i]);
    int r = merge_into(v, tmp, merged, jsr_pc + insn_len(v, jsr_pc));
    free(merged);
    return r;
}

static int subroutine_of(V *v, uint32_t ret_pc, uint32_t *entry)
{
    uint8_t lop;
    uint32_t index;
    VType type;
    local_insn(v, ret_pc, &lop, &index, &type);
    VType t = locals(v->at[ret_pc])[index];
    *entry = ARG(t);
    return KIND(t) == VT_RETADDR;
}

/* A jsr at pc or a ret at pc: pair it with the known rets or jsrs of the
 * same subroutine. */
static int link_subroutines(V *v, uint32_t pc, State *tmp)
{
    uint8_t op = v->bc[pc];
    int is_jsr = op == OP_jsr || op == OP_jsr_w;
    uint32_t entry, tg[1];
    if (is_jsr)
        targets(v, pc, tg, 1), entry = tg[0];
    else if (!subroutine_of(v, pc, &entry))
        return 0;
    for (uint32_t p = 0; p < v->len; p++) {
        if (!v->starts[p] || !v->at[p])
            continue;
        uint8_t o = v->bc[p];
        if (is_jsr && (o == OP_ret || (o == OP_wide && v->bc[p + 1] == OP_ret))) {
            uint32_t e;
            if (subroutine_of(v, p, &e) && e == entry && return_to(v, pc, p, tmp) != 0)
                return -1;
        } else if (!is_jsr && (o == OP_jsr || o == OP_jsr_w)) {
            targets(v, p, tg, 1);
            if (tg[0] == entry && return_to(v, p, pc, tmp) != 0)
                return -1;
        }
    }
    return 0;
}

/* HotSpot's rules for ret: a subroutine has one ret instruction (a
 * second is "Multiple returns", a ret of its address after it returned
 * too), and the state must be inside the subroutine whose address it
 * uses on every path (it was entered and not left). */
static int check_ret(V *v, uint32_t pc, State *cur)
{
    uint32_t entry;
    if (!subroutine_of(v, pc, &entry) || entry >= v->len || v->sub_index[entry] < 0)
        return 0;
    uint32_t bit = (uint32_t)v->sub_index[entry];
    if (v->sub_ret[bit] < 0)
        v->sub_ret[bit] = (int32_t)pc;
    else if (v->sub_ret[bit] != (int32_t)pc)
        return fail(v, "Multiple returns to single jsr", "Multiple returns to single jsr");
    if (!(subs(v, cur)[bit / 32] & (1u << bit % 32)))
        return fail(v, "Illegal return from subroutine", "Illegal return from subroutine");
    return 0;
}

static int infer_step(V *v, uint32_t pc, State *cur, State *tmp, uint8_t *w)
{
    v->pc = pc;
    uint8_t op = v->bc[pc];
    memcpy(cur, v->at[pc], state_size(v));
    memcpy(v->in, cur, state_size(v));
    memcpy(w, v->written[pc], v->nlocals);
    v->cur_written = w;
    for (uint16_t i = 0; i < v->code->exception_table_length; i++) {
        const CfExceptionEntry *e = &v->code->exception_table[i];
        if (pc < e->start_pc || pc >= e->end_pc)
            continue;
        VType exc;
        if (catch_type(v, e, &exc) != 0)
            return -1;
        if (handler_state(v, cur, tmp, exc) != 0 || merge_into(v, tmp, w, e->handler_pc) != 0)
            return -1;
    }
    if (exec(v, cur) != 0)
        return -1;
    v->cur_written = NULL;
    uint32_t *tg = v->targets;
    uint32_t n = targets(v, pc, tg, v->ntargets);
    for (uint32_t i = 0; i < n; i++)
        if (!valid_target(v, tg[i]))
            return bad_target(v, tg[i]);
    if (op == OP_jsr || op == OP_jsr_w) {
        /* A subroutine may not call itself, directly or not (HotSpot);
         * it starts with none of its locals written. */
        uint32_t bit = (uint32_t)v->sub_index[tg[0]];
        if (subs(v, cur)[bit / 32] & (1u << bit % 32))
            return fail(v, "Recursive call to jsr entry", "Recursive call to jsr entry");
        subs(v, cur)[bit / 32] |= 1u << bit % 32;
        memset(w, 0, v->nlocals);
        /* Objects made by new cannot be used inside the subroutine (an
         * uninitialized this can); locals it does not write get theirs
         * back when it returns, the stack does not. */
        for (uint32_t i = 0; i < v->nlocals + cur->sp; i++)
            if (KIND(cur->v[i]) == VT_UNINIT)
                cur->v[i] = VT_TOP;
        if (merge_into(v, cur, w, tg[0]) != 0)
            return -1;
        return link_subroutines(v, pc, tmp);
    }
    if (op == OP_ret || (op == OP_wide && v->bc[pc + 1] == OP_ret))
        return check_ret(v, pc, cur) != 0 ? -1 : link_subroutines(v, pc, tmp);
    for (uint32_t i = 0; i < n; i++)
        if (merge_into(v, cur, w, tg[i]) != 0)
            return -1;
    if (ends_flow(op))
        return 0;
    uint32_t next = pc + insn_len(v, pc);
    if (next >= v->len)
        return fail(v, "Falling off the end of the code", "Control flow falls through code end");
    return merge_into(v, cur, w, next);
}

static int infer_code(V *v, State *initial, State *cur, State *tmp)
{
    v->written = calloc(v->len, sizeof *v->written);
    v->work = malloc(v->len * sizeof *v->work);
    v->queued = calloc(v->len, 1);
    uint8_t *w = calloc(v->nlocals + 1u, 1);
    int r = -1;
    if (!v->written || !v->work || !v->queued || !w)
        v->status = VFY_NO_MEMORY;
    else
        r = merge_into(v, initial, w, 0);
    while (r == 0 && v->nwork) {
        uint32_t pc = v->work[--v->nwork];
        v->queued[pc] = 0;
        r = infer_step(v, pc, cur, tmp, w);
    }
    v->cur_written = NULL;
    free(w);
    if (v->written)
        for (uint32_t i = 0; i < v->len; i++)
            free(v->written[i]);
    free(v->written);
    free(v->work);
    free(v->queued);
    return r;
}

/* ------------------------------------------------------------------ */
/* Entry point                                                         */
/* ------------------------------------------------------------------ */

static uint32_t targets(const V *v, uint32_t pc, uint32_t *out, uint32_t n);

/* Instruction starts; for inference, a number for every subroutine entry
 * (the targets of jsr), so that states can record which subroutines they
 * are inside of. */
static int mark_starts(V *v)
{
    uint32_t nsubs = 0;
    for (uint32_t pc = 0; pc < v->len; pc += insn_len(v, pc))
        v->starts[pc] = 1;
    for (uint32_t pc = 0; pc < v->len; pc += insn_len(v, pc)) {
        uint8_t op = v->bc[pc];
        if (v->mode != VFY_INFER || (op != OP_jsr && op != OP_jsr_w))
            continue;
        if (!v->sub_index) {
            v->sub_index = malloc(v->len * sizeof *v->sub_index);
            if (!v->sub_index)
                return v->status = VFY_NO_MEMORY, -1;
            for (uint32_t i = 0; i < v->len; i++)
                v->sub_index[i] = -1;
        }
        uint32_t e;
        targets(v, pc, &e, 1);
        if (e < v->len && v->starts[e] && v->sub_index[e] < 0)
            v->sub_index[e] = (int32_t)nsubs++;
    }
    v->nsubwords = (nsubs + 31) / 32;
    v->nsubs = nsubs;
    if (nsubs) {
        v->sub_ret = malloc(nsubs * sizeof *v->sub_ret);
        if (!v->sub_ret)
            return v->status = VFY_NO_MEMORY, -1;
        for (uint32_t i = 0; i < nsubs; i++)
            v->sub_ret[i] = -1;
    }
    return 0;
}

static int verify(V *v, State *initial, State *cur, State *tmp)
{
    const char *r = strchr(v->m->descriptor, ')');
    if (r && r[1] != 'V') {
        r++;
        v->ret_type = desc_type(v, &r);
    }
    if (initial_state(v, initial) != 0)
        return -1;
    if (v->mode == VFY_INFER)
        return infer_code(v, initial, cur, tmp);
    if (read_stack_map(v, initial) != 0)
        return -1;
    memcpy(cur, initial, state_size(v));
    if (check_catch_types(v) != 0)
        return -1;
    return check_code(v, cur, tmp);
}

VfyStatus vfy_types_method(const ClassFile *cf, const CfMember *m, VfyMode mode,
                           const VfyClassEnv *env, char *msg, size_t msg_size)
{
    if (msg_size)
        msg[0] = 0;
    if (!m->code || !m->code->code_length)
        return VFY_OK;
    V v = {
        .cf = cf, .m = m, .code = m->code, .bc = m->code->code, .len = m->code->code_length,
        .nlocals = m->code->max_locals, .nstack = m->code->max_stack, .mode = mode, .env = env,
        .msg = msg, .msg_size = msg_size, .ctx_frame_bci = -1, .loc_pc = -1,
    };
    v.is_init = strcmp(m->name, "<init>") == 0 && strcmp(cf->this_class, "java/lang/Object") != 0;
    v.this_type = intern_c(&v, cf->this_class);
    v.starts = calloc(v.len, 1);
    if (v.starts)
        AVM_IGNORE(mark_starts(&v));
    v.at = calloc(v.len, sizeof *v.at);
    v.ntargets = v.len / 4 + 2;
    v.targets = malloc(v.ntargets * sizeof *v.targets);
    State *initial = new_state(&v), *cur = new_state(&v), *tmp = new_state(&v);
    v.in = new_state(&v);
    if (v.status == VFY_OK && v.starts && v.at && v.targets && initial && cur && tmp && v.in)
        AVM_IGNORE(verify(&v, initial, cur, tmp));
    else if (v.status == VFY_OK)
        v.status = VFY_NO_MEMORY;
    free(v.sub_index);
    free(v.sub_ret);
    if (v.at)
        for (uint32_t i = 0; i < v.len; i++)
            free(v.at[i]);
    free(v.at);
    free(v.targets);
    free(v.starts);
    free(initial);
    free(cur);
    free(tmp);
    free(v.in);
    for (uint32_t i = 0; i < v.nnames; i++)
        free(v.names[i]);
    free(v.names);
    if (v.status == VFY_NO_MEMORY && msg_size)
        snprintf(msg, msg_size, "verifying %s.%s%s", cf->this_class, m->name, m->descriptor);
    return v.status;
}
