/*
 * Structural bytecode verification (a subset of JVMS 4.9 and 4.10).
 *
 * What the interpreter takes on trust, and where it is checked here:
 *
 *   decode     every opcode is one of the JVMS set (0x00-0xc9: the VM's
 *              quickened forms and breakpoint/impdep are not), every
 *              instruction lies whole inside the code, switches are well
 *              formed, wide prefixes a widenable opcode;
 *   operands   local indices (the second slot of long/double too) are below
 *              max_locals; constant pool operands have the tag the opcode
 *              reads; invokeinterface/invokedynamic fixed bytes; newarray
 *              types; multianewarray dimensions; return opcodes agree with
 *              the method's return type (a return pushes onto the caller by
 *              its opcode, so a mismatch would shift the caller's stack);
 *   targets    branches, switch targets and exception table boundaries are
 *              instruction starts, and control cannot fall off the end of
 *              the code (JVMS 4.9.2): no reachable instruction falls through
 *              past it, and from version 51, where every instruction is
 *              checked whether reachable or not, the last one cannot;
 *   stack      a data-flow pass computes the operand stack depth on entry to
 *              every reachable instruction; each must have what it pops,
 *              stay within max_stack and agree with every other path there.
 *
 * Subroutines (jsr/ret, class files before 51): a jsr's target is entered
 * with the return address pushed; every ret may return to the instruction
 * after any jsr, with the ret's state, and the jsr's own depth reaches that
 * instruction too. Because ret jumps to whatever its local holds, methods
 * with ret also track which stack slots and locals certainly hold a return
 * address (a two-point lattice: "return address" or "anything") and ret
 * demands one. Types are otherwise not checked.
 */
#include "interp/verify.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/verify_types.h"
#include "perfdata/perf.h"
#include "perfdata/perf_vm.h"
#include "vm/class.h"
#include "vm/loader.h"
#include "vm/exceptions.h"
#include "vm/thread.h"

enum {
#define OP(name, code, length, pops, pushes, format) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
};

static const struct OpInfo {
    int8_t length, pops, pushes;
    const char *name;
} op_info[256] = {
#define OP(name, code, length, pops, pushes, format) [code] = { length, pops, pushes, #name },
#include "interp/opcodes.def"
#undef OP
};

/* Per-byte flags. */
enum {
    F_START = 1,        /* an instruction starts here */
    F_RETURN_POINT = 2, /* follows a jsr */
    F_QUEUED = 4        /* in the work list */
};

/* Kinds of value, for methods with ret. */
enum { K_ANY = 0, K_RETADDR = 1 };

typedef struct Vfy {
    const ClassFile *cf;
    const CfMember *m;
    const uint8_t *bc;
    uint32_t len;
    uint16_t max_stack, max_locals;
    int old_style;              /* class file < 50: the old verifier's wording */
    int depths;                 /* the depth pass runs (else the type verifier follows) */
    int has_ret, has_jsr;
    uint8_t *flags;
    int32_t *depth;             /* stack depth on entry, -1 unreached */
    uint8_t **kinds;            /* with ret: locals then stack, per instruction */
    uint32_t *work;
    uint32_t nwork;
    char *msg;
    size_t msg_size;
    VfyStatus status;
} Vfy;

/* ------------------------------------------------------------------ */
/* Reporting                                                           */
/* ------------------------------------------------------------------ */

static const char *op_name(uint8_t op)
{
    return op_info[op].name ? op_info[op].name : "invalid";
}

/* A VerifyError in HotSpot's words: `old` for the old verifier's classes
 * (before version 50), else `headline` and the Exception Details block. */
static int fail(Vfy *v, uint32_t bci, const char *old, const char *headline, const char *reason)
{
    if (v->status != VFY_OK)
        return -1;
    v->status = VFY_VERIFY_ERROR;
    if (!v->msg_size)
        return -1;
    if (v->old_style)
        snprintf(v->msg, v->msg_size, "(class: %s, method: %s signature: %s) %s",
                 v->cf->this_class, v->m->name, v->m->descriptor, old);
    else
    {
        snprintf(v->msg, v->msg_size,
                 "%s\nException Details:\n  Location:\n    %s.%s%s @%u: %s\n  Reason:\n    %s\n",
                 headline, v->cf->this_class, v->m->name, v->m->descriptor, bci,
                 bci < v->len ? op_name(v->bc[bci]) : "end", reason ? reason : "Error exists in the bytecode");
        vfy_append_bytecode(v->msg, v->msg_size, v->bc, v->len);
    }
    return -1;
}

void vfy_append_bytecode(char *msg, size_t size, const uint8_t *code, uint32_t len)
{
    size_t n = strlen(msg);
    if (n + 1 >= size)
        return;
    n += (size_t)snprintf(msg + n, size - n, "  Bytecode:\n");
    /* HotSpot's dump: 16 bytes a line in groups of two, padded to the full
     * width; a code length that is a multiple of 16 ends with an empty line. */
    for (uint32_t off = 0; off <= len && n + 1 < size; off += 16) {
        char line[64];
        int k = 0;
        for (uint32_t i = 0; i < 16; i++) {
            if (off + i < len)
                k += snprintf(line + k, sizeof line - (size_t)k, "%02x", code[off + i]);
            else
                k += snprintf(line + k, sizeof line - (size_t)k, "  ");
            if (i % 2 == 1 && i < 15)
                line[k++] = ' ';
        }
        line[k] = 0;
        n += (size_t)snprintf(msg + n, size - n, "    %07x: %s\n", off, line);
        if (off + 16 > len)
            break;
    }
}

static int fail_bad_insn(Vfy *v, uint32_t pc)
{
    char old[64], head[32];
    snprintf(old, sizeof old, "Illegal instruction found at offset %u", pc);
    snprintf(head, sizeof head, "Bad instruction: %02x", v->bc[pc]);
    return fail(v, pc, old, head, NULL);
}

static int fail_malformed(Vfy *v, uint32_t pc)
{
    char old[64];
    snprintf(old, sizeof old, "Illegal instruction found at offset %u", pc);
    return fail(v, pc, old, "Bad instruction", NULL);
}

static int fail_cp(Vfy *v, uint32_t pc, uint32_t index)
{
    char head[512];
    char name[400];
    snprintf(name, sizeof name, "%s", v->cf->this_class);
    for (char *p = name; *p; p++)
        if (*p == '/')
            *p = '.';
    char reason[64];
    snprintf(head, sizeof head, "Illegal type at constant pool entry %u in class %s", index, name);
    snprintf(reason, sizeof reason, "Constant pool index %u is invalid", index);
    return fail(v, pc, "Illegal type in constant pool", head, reason);
}

/* "java.lang.String[]" for a field descriptor, appended to buf. */
static const char *append_type(char *buf, size_t size, const char *d)
{
    int dims = 0;
    while (*d == '[')
        dims++, d++;
    size_t n = strlen(buf);
    static const struct { char c; const char *name; } prims[] = {
        { 'Z', "boolean" }, { 'B', "byte" }, { 'C', "char" }, { 'S', "short" }, { 'I', "int" },
        { 'J', "long" }, { 'F', "float" }, { 'D', "double" }, { 'V', "void" },
    };
    if (*d == 'L') {
        const char *e = strchr(d, ';');
        size_t k = e ? (size_t)(e - d - 1) : strlen(d + 1);
        for (size_t i = 0; i < k && n + 1 < size; i++)
            buf[n++] = d[1 + i] == '/' ? '.' : d[1 + i];
        buf[n] = 0;
        d = e ? e + 1 : d + 1 + k;
    } else {
        for (size_t i = 0; i < AVM_ARRAY_LEN(prims); i++)
            if (prims[i].c == *d)
                snprintf(buf + n, size - n, "%s", prims[i].name);
        if (*d)
            d++;
    }
    while (dims--) {
        n = strlen(buf);
        snprintf(buf + n, size - n, "[]");
    }
    return d;
}

static void external_method(const Vfy *v, char *buf, size_t size)
{
    vfy_external_method(v->cf, v->m, buf, size);
}

void vfy_external_method(const ClassFile *cf, const CfMember *m, char *buf, size_t size)
{
    const struct { const ClassFile *cf; const CfMember *m; } vv = { cf, m }, *v = &vv;
    const char *d = v->m->descriptor;
    const char *ret = strchr(d, ')');
    snprintf(buf, size, "'");
    append_type(buf, size, ret ? ret + 1 : "V");
    size_t n = strlen(buf);
    snprintf(buf + n, size - n, " %s.%s(", v->cf->this_class, v->m->name);
    for (char *p = buf + n; *p; p++)
        if (*p == '/')
            *p = '.';
    for (const char *s = d + 1; *s && *s != ')';) {
        if (s != d + 1) {
            n = strlen(buf);
            snprintf(buf + n, size - n, ", ");
        }
        s = append_type(buf, size, s);
    }
    n = strlen(buf);
    snprintf(buf + n, size - n, ")'");
}

/* A bad exception table is a ClassFormatError, as in HotSpot. */
static int fail_handler(Vfy *v, const char *what, uint32_t pc)
{
    if (v->status != VFY_OK)
        return -1;
    v->status = VFY_FORMAT_ERROR;
    if (!v->msg_size)
        return -1;
    if (v->old_style) {
        snprintf(v->msg, v->msg_size, "(class: %s, method: %s signature: %s) Illegal exception table %s",
                 v->cf->this_class, v->m->name, v->m->descriptor,
                 strcmp(what, "handler_pc") == 0 ? "handler" : "range");
    } else {
        char m[512];
        external_method(v, m, sizeof m);
        snprintf(v->msg, v->msg_size, "Illegal exception table %s %u in method %s", what, pc, m);
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* Decoding                                                            */
/* ------------------------------------------------------------------ */

static uint32_t u2(const Vfy *v, uint32_t at) { return (uint32_t)v->bc[at] << 8 | v->bc[at + 1]; }
static int32_t s2(const Vfy *v, uint32_t at) { return (int16_t)u2(v, at); }
static int32_t s4(const Vfy *v, uint32_t at)
{
    return (int32_t)((uint32_t)v->bc[at] << 24 | (uint32_t)v->bc[at + 1] << 16 | u2(v, at + 2));
}

static uint32_t switch_base(uint32_t pc) { return (pc + 4) & ~3u; }

/* The length of the switch at pc, or 0 when it is malformed or does not fit. */
static uint32_t switch_length(Vfy *v, uint32_t pc)
{
    uint32_t base = switch_base(pc);
    if ((uint64_t)base + 12 > v->len)
        return 0;
    int64_t end;
    if (v->bc[pc] == OP_tableswitch) {
        int32_t lo = s4(v, base + 4), hi = s4(v, base + 8);
        if (lo > hi)
            return 0;
        end = base + 12 + 4 * ((int64_t)hi - lo + 1);
    } else {
        int32_t n = s4(v, base + 4);
        if (n < 0)
            return 0;
        end = base + 8 + 8 * (int64_t)n;
    }
    return end <= v->len ? (uint32_t)(end - pc) : 0;
}

static int is_wide_target(uint8_t op)
{
    return (op >= OP_iload && op <= OP_aload) || (op >= OP_istore && op <= OP_astore) ||
           op == OP_iinc || op == OP_ret;
}

/* The length of the instruction at pc, or 0 after reporting why it cannot
 * be decoded. */
static uint32_t insn_length(Vfy *v, uint32_t pc)
{
    uint8_t op = v->bc[pc];
    int legal = op <= OP_jsr_w && !(op == OP_invokedynamic && v->cf->major_version < 51) &&
                !((op == OP_jsr || op == OP_jsr_w || op == OP_ret) && v->cf->major_version >= 51);
    if (!legal)
        return fail_bad_insn(v, pc), 0;
    uint32_t n = (uint32_t)op_info[op].length;
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        n = switch_length(v, pc);
        if (!n)
            return fail_malformed(v, pc), 0;
    } else if (op == OP_wide) {
        if (pc + 1 >= v->len || !is_wide_target(v->bc[pc + 1]) ||
            (v->bc[pc + 1] == OP_ret && v->cf->major_version >= 51))
            return fail_malformed(v, pc), 0;
        n = v->bc[pc + 1] == OP_iinc ? 6 : 4;
    }
    if ((uint64_t)pc + n > v->len) {
        char old[96];
        snprintf(old, sizeof old, "Code stops in the middle of instruction  starting at offset %u", pc);
        return fail(v, pc, old, "Bad instruction", NULL), 0;
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Operands                                                            */
/* ------------------------------------------------------------------ */

/* HotSpot words a long or double load whose second slot is past max_locals
 * differently from every other bad index. */
static int check_local(Vfy *v, uint32_t pc, uint32_t index, int width)
{
    if (index + (uint32_t)width <= v->max_locals)
        return 0;
    uint8_t op = v->bc[pc] == OP_wide ? v->bc[pc + 1] : v->bc[pc];
    int load2 = width == 2 && index < v->max_locals &&
                (op == OP_lload || op == OP_dload || (op >= OP_lload_0 && op <= OP_dload_3));
    char reason[64];
    snprintf(reason, sizeof reason, "Local index %u is invalid", index);
    return fail(v, pc, "Illegal local variable number",
                load2 ? "get long/double overflows locals" : "Local variable table overflow", reason);
}

/* Local variable operand of a load, store, iinc or ret (op unwidened),
 * and its width in slots; -1 when op has none. */
static int local_operand(const Vfy *v, uint32_t pc, uint32_t *index)
{
    uint8_t op = v->bc[pc];
    int wide = op == OP_wide;
    if (wide)
        op = v->bc[pc + 1];
    uint32_t at = wide ? pc + 2 : pc + 1;
    if ((op >= OP_iload && op <= OP_aload) || (op >= OP_istore && op <= OP_astore) ||
        op == OP_iinc || op == OP_ret) {
        *index = wide ? u2(v, at) : v->bc[at];
        int base = op >= OP_istore && op <= OP_astore ? OP_istore : OP_iload;
        int kind = op - base;
        return (op != OP_iinc && op != OP_ret && (kind == 1 || kind == 3)) ? 2 : 1;
    }
    if (op >= OP_iload_0 && op <= OP_aload_3) {
        *index = (uint32_t)(op - OP_iload_0) % 4;
        int kind = (op - OP_iload_0) / 4;
        return kind == 1 || kind == 3 ? 2 : 1;
    }
    if (op >= OP_istore_0 && op <= OP_astore_3) {
        *index = (uint32_t)(op - OP_istore_0) % 4;
        int kind = (op - OP_istore_0) / 4;
        return kind == 1 || kind == 3 ? 2 : 1;
    }
    return -1;
}

static const CfConst *cp_at(const Vfy *v, uint32_t index)
{
    return index && index < v->cf->constant_pool_count ? &v->cf->constant_pool[index] : NULL;
}

static const char *ref_descriptor(const Vfy *v, const CfConst *k)
{
    uint16_t nat = k->tag == CONSTANT_Dynamic || k->tag == CONSTANT_InvokeDynamic
                       ? k->u.dyn.name_and_type_index : k->u.ref.name_and_type_index;
    return cf_utf8(v->cf, v->cf->constant_pool[nat].u.nat.descriptor_index);
}

static const char *ref_name(const Vfy *v, const CfConst *k)
{
    uint16_t nat = k->u.ref.name_and_type_index;
    return cf_utf8(v->cf, v->cf->constant_pool[nat].u.nat.name_index);
}

static int type_slots(const char *d) { return *d == 'V' ? 0 : (*d == 'J' || *d == 'D') ? 2 : 1; }

static int ldc_ok(const Vfy *v, const CfConst *k, int wide2)
{
    unsigned major = v->cf->major_version;
    if (!k)
        return 0;
    if (k->tag == CONSTANT_Dynamic)
        return major >= 55 && (type_slots(ref_descriptor(v, k)) == 2) == wide2;
    if (wide2)
        return k->tag == CONSTANT_Long || k->tag == CONSTANT_Double;
    switch (k->tag) {
    case CONSTANT_Integer: case CONSTANT_Float: case CONSTANT_String: return 1;
    case CONSTANT_Class: return major >= 49;
    case CONSTANT_MethodType: case CONSTANT_MethodHandle: return major >= 51;
    default: return 0;
    }
}

static int check_invoke(Vfy *v, uint32_t pc, uint8_t op, const CfConst *k)
{
    uint32_t index = u2(v, pc + 1);
    int ok;
    switch (op) {
    case OP_invokevirtual: ok = k && k->tag == CONSTANT_Methodref; break;
    case OP_invokeinterface: ok = k && k->tag == CONSTANT_InterfaceMethodref; break;
    case OP_invokedynamic: ok = k && k->tag == CONSTANT_InvokeDynamic; break;
    default:
        ok = k && (k->tag == CONSTANT_Methodref ||
                   (k->tag == CONSTANT_InterfaceMethodref && v->cf->major_version >= 52));
    }
    if (!ok)
        return fail_cp(v, pc, index);
    int args = cf_method_arg_slots(ref_descriptor(v, k));
    if (args < 0)
        return fail(v, pc, "Illegal method signature", "Illegal method signature", NULL);
    if (op == OP_invokedynamic) {
        if (v->bc[pc + 3] || v->bc[pc + 4])
            return fail(v, pc, "Third and fourth operand bytes of invokedynamic must be zero",
                        "Third and fourth operand bytes of invokedynamic must be zero", NULL);
        return 0;
    }
    const char *name = ref_name(v, k);
    if (name[0] == '<' && !(op == OP_invokespecial && strcmp(name, "<init>") == 0))
        return fail(v, pc, "Illegal call to internal method", "Illegal call to internal method", NULL);
    if (op == OP_invokeinterface) {
        if (v->bc[pc + 3] != args + 1)
            return fail(v, pc, "Inconsistent args_size for invokeinterface",
                        "Inconsistent args count operand in invokeinterface", NULL);
        if (v->bc[pc + 4])
            return fail(v, pc, "Fourth operand byte of invokeinterface must be zero",
                        "Fourth operand byte of invokeinterface must be zero", NULL);
    }
    return 0;
}

static int check_class_operand(Vfy *v, uint32_t pc, uint8_t op)
{
    uint32_t index = u2(v, pc + 1);
    const CfConst *k = cp_at(v, index);
    if (!k || k->tag != CONSTANT_Class)
        return fail_cp(v, pc, index);
    const char *name = cf_utf8(v->cf, k->u.name_index);
    int dims = 0;
    while (name[dims] == '[')
        dims++;
    if (op == OP_new && dims)
        return fail(v, pc, "Illegal creation of multi-dimensional array", "Illegal new instruction", NULL);
    if (op == OP_anewarray && dims >= 255)
        return fail(v, pc, "Array with too many dimensions", "Array with too many dimensions", NULL);
    if (op == OP_multianewarray && (v->bc[pc + 3] < 1 || v->bc[pc + 3] > dims)) {
        char head[64];
        snprintf(head, sizeof head, "Illegal dimension in multianewarray instruction: %u", v->bc[pc + 3]);
        return fail(v, pc, "Illegal dimension argument", head, NULL);
    }
    return 0;
}

static int check_return(Vfy *v, uint32_t pc, uint8_t op)
{
    const char *r = strchr(v->m->descriptor, ')');
    char c = r ? r[1] : 'V';
    uint8_t want = c == 'V' ? OP_return : c == 'J' ? OP_lreturn : c == 'F' ? OP_freturn :
                   c == 'D' ? OP_dreturn : (c == 'L' || c == '[') ? OP_areturn : OP_ireturn;
    if (op == want)
        return 0;
    const char *head = c == 'V' ? "Method does not expect a return value" :
                       op == OP_return ? "Method expects a return value" : "Bad return type";
    return fail(v, pc, "Wrong return type in function", head, NULL);
}

static int lookupswitch_sorted(const Vfy *v, uint32_t pc)
{
    uint32_t base = switch_base(pc);
    int32_t n = s4(v, base + 4);
    for (int32_t i = 1; i < n; i++)
        if (s4(v, base + 8 + 8 * (uint32_t)(i - 1)) >= s4(v, base + 8 + 8 * (uint32_t)i))
            return 0;
    return 1;
}

/* Everything about one instruction that does not depend on control flow. */
static int check_operands(Vfy *v, uint32_t pc)
{
    uint8_t op = v->bc[pc];
    uint32_t local;
    int width = local_operand(v, pc, &local);
    if (width > 0 && check_local(v, pc, local, width) != 0)
        return -1;
    const CfConst *k;
    switch (op) {
    case OP_ldc:
        return ldc_ok(v, cp_at(v, v->bc[pc + 1]), 0) ? 0 : fail_cp(v, pc, v->bc[pc + 1]);
    case OP_ldc_w: case OP_ldc2_w:
        return ldc_ok(v, cp_at(v, u2(v, pc + 1)), op == OP_ldc2_w) ? 0 : fail_cp(v, pc, u2(v, pc + 1));
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield:
        k = cp_at(v, u2(v, pc + 1));
        return k && k->tag == CONSTANT_Fieldref ? 0 : fail_cp(v, pc, u2(v, pc + 1));
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic:
    case OP_invokeinterface: case OP_invokedynamic:
        return check_invoke(v, pc, op, cp_at(v, u2(v, pc + 1)));
    case OP_new: case OP_anewarray: case OP_checkcast: case OP_instanceof: case OP_multianewarray:
        return check_class_operand(v, pc, op);
    case OP_newarray:
        if (v->bc[pc + 1] < 4 || v->bc[pc + 1] > 11)
            return fail(v, pc, "Bad type passed to newarray", "Illegal newarray instruction", NULL);
        return 0;
    case OP_lookupswitch:
        return lookupswitch_sorted(v, pc) ? 0
               : fail(v, pc, "Unsorted lookup switch", "Bad lookupswitch instruction", NULL);
    case OP_ireturn: case OP_lreturn: case OP_freturn: case OP_dreturn: case OP_areturn: case OP_return:
        return check_return(v, pc, op);
    default:
        return 0;
    }
}

/* ------------------------------------------------------------------ */
/* Control flow                                                        */
/* ------------------------------------------------------------------ */

static int ends_flow(uint8_t op)
{
    return op == OP_goto || op == OP_goto_w || op == OP_athrow || op == OP_ret ||
           op == OP_tableswitch || op == OP_lookupswitch ||
           (op >= OP_ireturn && op <= OP_return);
}

typedef int (*TargetFn)(Vfy *v, uint32_t pc, int64_t target, void *arg);

/* Calls fn for each branch target of the instruction at pc (not its fall
 * through, not a ret's return points). */
static int each_target(Vfy *v, uint32_t pc, TargetFn fn, void *arg)
{
    uint8_t op = v->bc[pc];
    if ((op >= OP_ifeq && op <= OP_jsr) || op == OP_ifnull || op == OP_ifnonnull)
        return fn(v, pc, (int64_t)pc + s2(v, pc + 1), arg);
    if (op == OP_goto_w || op == OP_jsr_w)
        return fn(v, pc, (int64_t)pc + s4(v, pc + 1), arg);
    if (op != OP_tableswitch && op != OP_lookupswitch)
        return 0;
    uint32_t base = switch_base(pc);
    if (fn(v, pc, (int64_t)pc + s4(v, base), arg) != 0)
        return -1;
    int64_t n = op == OP_tableswitch ? (int64_t)s4(v, base + 8) - s4(v, base + 4) + 1 : s4(v, base + 4);
    uint32_t step = op == OP_tableswitch ? 4 : 8;
    for (int64_t i = 0; i < n; i++)
        if (fn(v, pc, (int64_t)pc + s4(v, base + 12 + (uint32_t)i * step), arg) != 0)
            return -1;
    return 0;
}

static int check_target(Vfy *v, uint32_t pc, int64_t target, void *arg)
{
    if (target >= 0 && target < v->len && (v->flags[target] & F_START))
        return 0;
    char reason[64];
    snprintf(reason, sizeof reason, "Illegal target of jump or branch: %lld", (long long)target);
    return fail(v, pc, "Illegal target of jump or branch", "Illegal target of jump or branch", reason);
}

static int on_boundary(const Vfy *v, uint32_t pc, int end)
{
    return pc < v->len ? (v->flags[pc] & F_START) != 0 : end && pc == v->len;
}

static int check_exception_table(Vfy *v, const CfCode *code)
{
    for (uint16_t i = 0; i < code->exception_table_length; i++) {
        const CfExceptionEntry *e = &code->exception_table[i];
        if (!on_boundary(v, e->start_pc, 0))
            return fail_handler(v, "start_pc", e->start_pc);
        if (!on_boundary(v, e->end_pc, 1))
            return fail_handler(v, "end_pc", e->end_pc);
        if (!on_boundary(v, e->handler_pc, 0))
            return fail_handler(v, "handler_pc", e->handler_pc);
    }
    return 0;
}

static int fail_fall_off(Vfy *v, uint32_t pc)
{
    return fail(v, pc, "Falling off the end of the code", "Control flow falls through code end", NULL);
}

/* Pass 1: decode, check operands, mark instruction starts; then targets. */
static int check_structure(Vfy *v, const CfCode *code)
{
    uint32_t pc = 0, last = 0;
    while (pc < v->len) {
        uint32_t n = insn_length(v, pc);
        if (!n || check_operands(v, pc) != 0)
            return -1;
        uint8_t op = v->bc[pc];
        v->flags[pc] |= F_START;
        v->has_ret |= op == OP_ret || (op == OP_wide && v->bc[pc + 1] == OP_ret);
        if (op == OP_jsr || op == OP_jsr_w) {
            v->has_jsr = 1;
            if (pc + n < v->len)
                v->flags[pc + n] |= F_RETURN_POINT;
        }
        last = pc;
        pc += n;
    }
    /* From version 51 every instruction is checked, reachable or not
     * (JVMS 4.10.1); before, only reachable ones, in step(). When types
     * are checked, the type checker reports this in HotSpot's words. */
    uint8_t op = v->bc[last];
    if (v->cf->major_version >= 51 && !ends_flow(op) && !(op == OP_wide && v->bc[last + 1] == OP_ret) &&
        v->depths)
        return fail_fall_off(v, last);
    /* The type verifier checks branch targets itself, in HotSpot's words. */
    for (pc = 0; pc < v->len && v->depths; pc++)
        if ((v->flags[pc] & F_START) && each_target(v, pc, check_target, NULL) != 0)
            return -1;
    return check_exception_table(v, code);
}

/* ------------------------------------------------------------------ */
/* Operand stack depth                                                 */
/* ------------------------------------------------------------------ */

/* Slots popped and pushed by the (checked) instruction at pc. */
static void stack_effect(const Vfy *v, uint32_t pc, int *pops, int *pushes)
{
    uint8_t op = v->bc[pc];
    const CfConst *k;
    *pops = op_info[op].pops;
    *pushes = op_info[op].pushes;
    switch (op) {
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield: {
        int size = type_slots(ref_descriptor(v, cp_at(v, u2(v, pc + 1))));
        int inst = op == OP_getfield || op == OP_putfield;
        int put = op == OP_putstatic || op == OP_putfield;
        *pops = inst + (put ? size : 0);
        *pushes = put ? 0 : size;
        break;
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic:
    case OP_invokeinterface: case OP_invokedynamic: {
        k = cp_at(v, u2(v, pc + 1));
        const char *d = ref_descriptor(v, k);
        *pops = cf_method_arg_slots(d) + (op != OP_invokestatic && op != OP_invokedynamic);
        *pushes = type_slots(strchr(d, ')') + 1);
        break;
    }
    case OP_multianewarray:
        *pops = v->bc[pc + 3];
        break;
    case OP_wide: {
        uint8_t w = v->bc[pc + 1];
        int slots = (w == OP_lload || w == OP_dload || w == OP_lstore || w == OP_dstore) ? 2 : 1;
        *pops = w >= OP_istore && w <= OP_astore ? slots : 0;
        *pushes = w >= OP_iload && w <= OP_aload ? slots : 0;
        break;
    }
    default:
        break;
    }
}

static size_t kinds_width(const Vfy *v) { return (size_t)v->max_locals + v->max_stack; }

/* Merge a state (depth, and kinds when tracked) into the entry of target;
 * queue it when it changed. */
static int merge(Vfy *v, uint32_t from, uint32_t target, int32_t depth, const uint8_t *kinds)
{
    int changed = 0;
    if (v->depth[target] < 0) {
        v->depth[target] = depth;
        changed = 1;
        if (v->kinds) {
            v->kinds[target] = malloc(kinds_width(v) + 1);
            if (!v->kinds[target]) {
                v->status = VFY_NO_MEMORY;
                return -1;
            }
            memcpy(v->kinds[target], kinds, kinds_width(v));
        }
    } else if (v->depth[target] != depth) {
        char text[64];
        snprintf(text, sizeof text, "Inconsistent stack height %d != %d", depth, v->depth[target]);
        return fail(v, from, text, text, NULL);
    } else if (v->kinds) {
        uint8_t *k = v->kinds[target];
        size_t n = (size_t)v->max_locals + (size_t)depth;
        for (size_t i = 0; i < n; i++)
            if (k[i] != K_ANY && k[i] != kinds[i]) {
                k[i] = K_ANY;
                changed = 1;
            }
    }
    if (changed && !(v->flags[target] & F_QUEUED)) {
        v->flags[target] |= F_QUEUED;
        v->work[v->nwork++] = target;
    }
    return 0;
}

typedef struct Out {
    int32_t depth;
    const uint8_t *kinds;
} Out;

static int merge_target(Vfy *v, uint32_t pc, int64_t target, void *arg)
{
    const Out *o = arg;
    return merge(v, pc, (uint32_t)target, o->depth, o->kinds);
}

/* The kinds after the instruction at pc: out holds its entry kinds. */
static int transfer_kinds(Vfy *v, uint32_t pc, uint8_t *out, int32_t depth, int pops, int pushes)
{
    uint8_t *locals = out, *stack = out + v->max_locals;
    uint8_t op = v->bc[pc];
    uint32_t index;
    int width = local_operand(v, pc, &index);
    uint8_t w = op == OP_wide ? v->bc[pc + 1] : op;
    if (w == OP_ret && locals[index] != K_RETADDR) {
        char old[64];
        snprintf(old, sizeof old, "Register %u contains wrong type", index);
        return fail(v, pc, old, "Bad local variable type", NULL);
    }
    uint8_t t[6];
    int32_t base = depth - pops;
    memcpy(t, stack + base, (size_t)pops < sizeof t ? (size_t)pops : sizeof t);
    if ((w >= OP_istore && w <= OP_astore) || (op >= OP_istore_0 && op <= OP_astore_3) || w == OP_iinc) {
        int is_astore = w == OP_astore || (op >= OP_astore_0 && op <= OP_astore_3);
        locals[index] = is_astore ? t[0] : K_ANY;
        if (width == 2)
            locals[index + 1] = K_ANY;
    }
    for (int i = 0; i < pushes; i++)
        stack[base + i] = K_ANY;
    switch (op) {
    case OP_jsr: case OP_jsr_w: stack[base] = K_RETADDR; break;
    case OP_dup: stack[base] = stack[base + 1] = t[0]; break;
    case OP_dup_x1: stack[base] = t[1]; stack[base + 1] = t[0]; stack[base + 2] = t[1]; break;
    case OP_dup_x2:
        stack[base] = t[2]; stack[base + 1] = t[0]; stack[base + 2] = t[1]; stack[base + 3] = t[2];
        break;
    case OP_dup2: memcpy(stack + base, t, 2); memcpy(stack + base + 2, t, 2); break;
    case OP_dup2_x1: memcpy(stack + base, t + 1, 2); stack[base + 2] = t[0]; memcpy(stack + base + 3, t + 1, 2); break;
    case OP_dup2_x2: memcpy(stack + base, t + 2, 2); memcpy(stack + base + 2, t, 2); memcpy(stack + base + 4, t + 2, 2); break;
    case OP_swap: stack[base] = t[1]; stack[base + 1] = t[0]; break;
    default: break;
    }
    return 0;
}

/* Exception handlers covering pc are entered with just the exception. */
static int merge_handlers(Vfy *v, const CfCode *code, uint32_t pc, const uint8_t *in, const uint8_t *out)
{
    for (uint16_t i = 0; i < code->exception_table_length; i++) {
        const CfExceptionEntry *e = &code->exception_table[i];
        if (pc < e->start_pc || pc >= e->end_pc)
            continue;
        if (v->max_stack < 1)
            return fail(v, pc, "Stack size too large", "Operand stack overflow", "Exceeded max stack size.");
        const uint8_t *states[2] = { in, out };
        for (int s = 0; s < (v->kinds ? 2 : 1); s++) {
            uint8_t *k = NULL;
            if (v->kinds) {
                k = (uint8_t *)states[s];
                uint8_t keep = k[v->max_locals];
                k[v->max_locals] = K_ANY;
                int r = merge(v, pc, e->handler_pc, 1, k);
                k[v->max_locals] = keep;
                if (r != 0)
                    return -1;
            } else if (merge(v, pc, e->handler_pc, 1, NULL) != 0) {
                return -1;
            }
        }
    }
    return 0;
}

/* A ret returns to the instruction after any jsr. */
static int merge_return_points(Vfy *v, uint32_t pc, int32_t depth, const uint8_t *kinds)
{
    for (uint32_t p = 0; p < v->len; p++)
        if ((v->flags[p] & F_RETURN_POINT) && merge(v, pc, p, depth, kinds) != 0)
            return -1;
    return 0;
}

static int step(Vfy *v, const CfCode *code, uint32_t pc, uint8_t *in, uint8_t *out)
{
    uint8_t op = v->bc[pc];
    int32_t depth = v->depth[pc];
    int pops, pushes;
    stack_effect(v, pc, &pops, &pushes);
    if (depth < pops)
        return fail(v, pc, "Unable to pop operand off an empty stack", "Operand stack underflow", "Attempt to pop empty stack.");
    int32_t after = depth - pops + pushes;
    if (after > v->max_stack)
        return fail(v, pc, "Stack size too large", "Operand stack overflow", "Exceeded max stack size.");
    if (v->kinds) {
        memcpy(in, v->kinds[pc], kinds_width(v));
        memcpy(out, in, kinds_width(v));
        if (transfer_kinds(v, pc, out, depth, pops, pushes) != 0)
            return -1;
    }
    if (merge_handlers(v, code, pc, in, out) != 0)
        return -1;
    Out o = { after, v->kinds ? out : NULL };
    uint32_t n = insn_length(v, pc);
    int is_ret = op == OP_ret || (op == OP_wide && v->bc[pc + 1] == OP_ret);
    if (pc + n >= v->len && !ends_flow(op) && !is_ret)
        return fail_fall_off(v, pc);
    if (op == OP_jsr || op == OP_jsr_w) {
        /* The target gets the return address; the return point the depth
         * before the jsr (a ret brings its own state there as well). */
        if (merge(v, pc, pc + n, depth, v->kinds ? in : NULL) != 0)
            return -1;
        return each_target(v, pc, merge_target, &o);
    }
    if (is_ret)
        return merge_return_points(v, pc, after, o.kinds);
    if (each_target(v, pc, merge_target, &o) != 0)
        return -1;
    if (ends_flow(op))
        return 0;
    return merge(v, pc, pc + n, after, o.kinds);
}

static int check_stack(Vfy *v, const CfCode *code)
{
    uint8_t *in = NULL, *out = NULL;
    if (v->has_ret) {
        v->kinds = calloc(v->len, sizeof *v->kinds);
        in = calloc(kinds_width(v) + 1, 1);
        out = calloc(kinds_width(v) + 1, 1);
        if (!v->kinds || !in || !out) {
            free(in);
            free(out);
            v->status = VFY_NO_MEMORY;
            return -1;
        }
    }
    int r = merge(v, 0, 0, 0, in);
    while (r == 0 && v->nwork) {
        uint32_t pc = v->work[--v->nwork];
        v->flags[pc] &= (uint8_t)~F_QUEUED;
        r = step(v, code, pc, in, out);
    }
    free(in);
    free(out);
    return r;
}

/* ------------------------------------------------------------------ */
/* Entry points                                                        */
/* ------------------------------------------------------------------ */

/* The structural checks; `depths`: with the stack depth data-flow pass,
 * which the type verifier (that tracks the stack itself) makes redundant. */
static VfyStatus structure(const ClassFile *cf, const CfMember *m, int depths, char *msg, size_t msg_size)
{
    if (msg_size)
        msg[0] = 0;
    const CfCode *code = m->code;
    if (!code)
        return VFY_OK;
    Vfy v = {
        .cf = cf, .m = m, .bc = code->code, .len = code->code_length,
        .max_stack = code->max_stack, .max_locals = code->max_locals,
        .old_style = cf->major_version < 50, .msg = msg, .msg_size = msg_size, .depths = depths,
    };
    v.flags = calloc(v.len + 1, 1);
    v.depth = malloc((v.len + 1) * sizeof *v.depth);
    v.work = malloc((v.len + 1) * sizeof *v.work);
    if (!v.flags || !v.depth || !v.work) {
        v.status = VFY_NO_MEMORY;
    } else {
        for (uint32_t i = 0; i <= v.len; i++)
            v.depth[i] = -1;
        if (check_structure(&v, code) == 0 && depths)
            AVM_IGNORE(check_stack(&v, code));
    }
    if (v.kinds)
        for (uint32_t i = 0; i < v.len; i++)
            free(v.kinds[i]);
    free(v.kinds);
    free(v.flags);
    free(v.depth);
    free(v.work);
    if (v.status == VFY_NO_MEMORY && msg_size)
        snprintf(msg, msg_size, "verifying %s.%s%s", cf->this_class, m->name, m->descriptor);
    return v.status;
}

VfyStatus vfy_method(const ClassFile *cf, const CfMember *m, char *msg, size_t msg_size)
{
    return structure(cf, m, 1, msg, msg_size);
}

/* ------------------------------------------------------------------ */
/* Type verification in the VM: policy and the class hierarchy         */
/* ------------------------------------------------------------------ */

/* HotSpot's BytecodeVerificationLocal (boot loader) and
 * BytecodeVerificationRemote (every other loader). */
static int verify_local = 0, verify_remote = 1;

void vfy_set_policy(int local, int remote)
{
    if (local >= 0)
        verify_local = local;
    if (remote >= 0)
        verify_remote = remote;
}

int vfy_types_wanted(const Class *c)
{
    /* Hidden classes are the VM's own lambda classes (vm/lambda.c): their
     * bytecode is generated here, as trusted as the interpreter. */
    if (!c->cf || c->is_hidden)
        return 0;
    return c->loader ? verify_remote : verify_local;
}

typedef struct EnvCtx {
    Thread *t;
    const Class *c;              /* the class being verified */
} EnvCtx;

/* A class named by the code, through the defining loader of the class
 * being verified (JVMS 4.10.1.1 loadedClass). */
static Class *env_load(EnvCtx *e, const char *name)
{
    if (strcmp(name, e->c->name) == 0)
        return (Class *)e->c;
    return cl_load(e->t, name, e->c->loader);
}

static int env_assignable(void *ctx, const char *from, const char *to)
{
    EnvCtx *e = ctx;
    Class *tc = env_load(e, to);
    if (!tc)
        return -1;
    if (cls_is_interface(tc))
        return 1;
    Class *fc = env_load(e, from);
    if (!fc)
        return -1;
    return cls_is_subclass_of(fc, tc);
}

static int env_superclass(void *ctx, const char *name, const char **super)
{
    Class *c = env_load(ctx, name);
    if (!c)
        return -1;
    *super = c->super && !cls_is_interface(c) ? c->super->name : NULL;
    return 0;
}

static int same_runtime_package(const Class *a, const Class *b)
{
    if (a->loader != b->loader)
        return 0;
    const char *sa = strrchr(a->name, '/'), *sb = strrchr(b->name, '/');
    size_t la = sa ? (size_t)(sa - a->name) : 0, lb = sb ? (size_t)(sb - b->name) : 0;
    return la == lb && strncmp(a->name, b->name, la) == 0;
}

/* Only members of the current class's superclasses matter, and those are
 * loaded already: nothing is loaded here. */
static int env_protected(void *ctx, const char *cls, const char *name, const char *desc, int is_method)
{
    EnvCtx *e = ctx;
    const Class *s = e->c->super;
    while (s && strcmp(s->name, cls) != 0)
        s = s->super;
    if (!s)
        return 0;
    const Class *owner;
    uint16_t flags;
    if (is_method) {
        const Method *m = cls_resolve_method(s, name, desc);
        if (!m)
            return 0;
        owner = m->klass, flags = m->access_flags;
    } else {
        const Field *f = cls_resolve_field(s, name, desc);
        if (!f)
            return 0;
        owner = f->klass, flags = f->access_flags;
    }
    return (flags & ACC_PROTECTED) && !(flags & ACC_STATIC) && !same_runtime_package(owner, e->c);
}

/* Type-verify one method of cf, which is (or will replace) class c: the
 * type checker from version 50, falling back to type inference for
 * version 50 as HotSpot does (FailOverToOldVerifier), inference before. */
static VfyStatus type_check_method(Thread *t, const Class *c, const ClassFile *cf, const CfMember *m,
                                   char *msg, size_t size)
{
    EnvCtx ctx = { t, c };
    VfyClassEnv env = { &ctx, env_assignable, env_superclass, env_protected };
    VfyMode mode = cf->major_version >= 50 ? VFY_CHECK : VFY_INFER;
    VfyStatus st = vfy_types_method(cf, m, mode, &env, msg, size);
    if (st != VFY_VERIFY_ERROR || cf->major_version != 50)
        return st;
    /* When the fallback fails too, HotSpot reports the type checker's error. */
    char *first = strdup(msg);
    st = vfy_types_method(cf, m, VFY_INFER, &env, msg, size);
    if (st == VFY_VERIFY_ERROR && first)
        snprintf(msg, size, "%s", first);
    free(first);
    return st;
}

VfyStatus vfy_class_file(Thread *t, const Class *c, const ClassFile *cf, int types, char *msg, size_t size)
{
    for (uint16_t i = 0; i < cf->method_count; i++) {
        VfyStatus st = structure(cf, &cf->methods[i], !types, msg, size);
        if (st == VFY_OK && types)
            st = type_check_method(t, c, cf, &cf->methods[i], msg, size);
        if (st != VFY_OK)
            return st;
    }
    return VFY_OK;
}

/* Verification time on this thread: the verifications under way (loading
 * a class during one may link and verify another) and the time the
 * innermost has spent in those nested in it. */
static __thread int vfy_depth;
static __thread int64_t vfy_nested_ticks;

/* Both layers, timed into HotSpot's counters when the type layer runs. */
static VfyStatus verify_timed(Thread *t, Class *c, char *msg, size_t size)
{
    int types = vfy_types_wanted(c);
    if (!types)
        return vfy_class_file(t, c, c->cf, 0, msg, size);
    int64_t outer_nested = vfy_nested_ticks, start = perf_ticks();
    vfy_nested_ticks = 0;
    vfy_depth++;
    VfyStatus st = vfy_class_file(t, c, c->cf, 1, msg, size);
    int64_t ticks = perf_ticks() - start;
    vfy_depth--;
    perf_vm_class_verified(vfy_depth ? 0 : ticks, ticks - vfy_nested_ticks);
    vfy_nested_ticks = outer_nested + ticks;
    return st;
}

int vfy_class(Thread *t, Class *c)
{
    if (!c->cf)
        return 0;
    /* The VM's own class library, as built (javac's output, unchanged by
     * any agent), needs no structural checks: like HotSpot's boot classes
     * it is verified only when BytecodeVerificationLocal asks for types.
     * Its classes are most of what start-up links, and these checks were
     * a third of hello-world's instructions. */
    if (c->library_code && !vfy_types_wanted(c))
        return 0;
    char msg[8192];
    switch (verify_timed(t, c, msg, sizeof msg)) {
    case VFY_OK: return 0;
    case VFY_VERIFY_ERROR: return exc_throw(t, "java/lang/VerifyError", msg);
    case VFY_FORMAT_ERROR: return exc_throw(t, "java/lang/ClassFormatError", msg);
    case VFY_NO_MEMORY: return exc_throw(t, "java/lang/OutOfMemoryError", msg);
    case VFY_EXCEPTION: return -1;
    }
    return 0;
}
