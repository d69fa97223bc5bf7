/*
 * instr - INSTRUCTION_START (JVMPI 1.2): every instruction that Instr.decide
 * executes, with the outcome of each conditional branch and the case each
 * switch takes. The oracle (oracle/instr.c) reports the same from JVMTI
 * single stepping on the reference JVM, reading the outcome from where the
 * next step lands.
 */
#define _GNU_SOURCE
#include "jvmpi_common.h"

static jmethodID decide;

static void class_load(JVMPI_Event *ev)
{
    if (strcmp(ev->u.class_load.class_name, "Instr") != 0)
        return;
    for (jint i = 0; i < ev->u.class_load.num_methods; i++)
        if (strcmp(ev->u.class_load.methods[i].method_name, "decide") == 0)
            decide = ev->u.class_load.methods[i].method_id;
}

/* The opcode is not in the event: the agent reads it from the class file
 * (CLASS_LOAD_HOOK). */
static unsigned char opcode_at(jint offset);

static void instruction(JVMPI_Event *ev)
{
    if (!decide || ev->u.instruction.method_id != decide)
        return;
    jint off = ev->u.instruction.offset;
    unsigned char op = opcode_at(off);
    if ((op >= 0x99 && op <= 0xa6) || op == 0xc6 || op == 0xc7) {
        pi_log("%d if %s", (int)off, ev->u.instruction.u.if_info.is_true ? "taken" : "not taken");
    } else if (op == 0xaa) {
        jint key = ev->u.instruction.u.tableswitch_info.key, lo = ev->u.instruction.u.tableswitch_info.low,
             hi = ev->u.instruction.u.tableswitch_info.hi;
        if (key >= lo && key <= hi)
            pi_log("%d tableswitch %d..%d case %d", (int)off, (int)lo, (int)hi, (int)(key - lo));
        else
            pi_log("%d tableswitch %d..%d default", (int)off, (int)lo, (int)hi);
    } else if (op == 0xab) {
        jint idx = ev->u.instruction.u.lookupswitch_info.chosen_pair_index,
             total = ev->u.instruction.u.lookupswitch_info.pairs_total;
        if (idx >= 0 && idx < total)
            pi_log("%d lookupswitch of %d pair %d", (int)off, (int)total, (int)idx);
        else
            pi_log("%d lookupswitch of %d default", (int)off, (int)total);
    } else {
        pi_log("%d", (int)off);
    }
}

/* Instr.decide's bytecode, read from Instr.class through CLASS_LOAD_HOOK. */
static unsigned char *code;
static jint code_len;

static unsigned char opcode_at(jint offset) { return code && offset < code_len ? code[offset] : 0; }

static uint32_t be(const unsigned char *p, int n)
{
    uint32_t v = 0;
    for (int i = 0; i < n; i++)
        v = v << 8 | p[i];
    return v;
}

/* Finds the Code attribute of the method named "decide" in a class file. */
static void find_code(const unsigned char *cf, jint len)
{
    const unsigned char *p = cf + 10, *end = cf + len;
    uint32_t cp_count = be(cf + 8, 2);
    const unsigned char **utf8 = calloc(cp_count, sizeof *utf8);
    for (uint32_t i = 1; i < cp_count && p < end; i++) {
        int tag = *p;
        if (tag == 1)
            utf8[i] = p;
        switch (tag) {
        case 1: p += 3 + be(p + 1, 2); break;
        case 5: case 6: p += 9; i++; break;
        case 7: case 8: case 16: case 19: case 20: p += 3; break;
        case 15: p += 4; break;
        default: p += 5; break;
        }
    }
    p += 6;
    p += 2 * be(p, 2) + 2;                                    /* interfaces */
    for (int pass = 0; pass < 2 && p < end; pass++) {         /* fields, then methods */
        uint32_t n = be(p, 2);
        p += 2;
        for (uint32_t m = 0; m < n && p < end; m++) {
            const unsigned char *name = utf8[be(p + 2, 2)];
            int is_decide = pass == 1 && name && be(name + 1, 2) == 6 && memcmp(name + 3, "decide", 6) == 0;
            uint32_t attrs = be(p + 6, 2);
            p += 8;
            for (uint32_t a = 0; a < attrs; a++) {
                const unsigned char *an = utf8[be(p, 2)];
                uint32_t alen = be(p + 2, 4);
                if (is_decide && an && be(an + 1, 2) == 4 && memcmp(an + 3, "Code", 4) == 0) {
                    code_len = (jint)be(p + 10, 4);
                    code = malloc(code_len);
                    memcpy(code, p + 14, code_len);
                }
                p += 6 + alen;
            }
        }
    }
    free(utf8);
}

static void class_load_hook(JVMPI_Event *ev)
{
    const unsigned char *cf = ev->u.class_load_hook.class_data;
    jint len = ev->u.class_load_hook.class_data_len;
    /* Only Instr: its name is the class file's this_class; cheaper to
     * look for the method name and keep the first class that has it. */
    if (!code && len > 10 && memmem(cf, len, "decide", 6) && memmem(cf, len, "Instr", 5))
        find_code(cf, len);
    ev->u.class_load_hook.new_class_data = ev->u.class_load_hook.class_data;
    ev->u.class_load_hook.new_class_data_len = len;
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_CLASS_LOAD_HOOK: class_load_hook(ev); break;
    case JVMPI_EVENT_INSTRUCTION_START: instruction(ev); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1_2, notify) != JNI_OK)
        return JNI_ERR;
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_CLASS_LOAD_HOOK);
    pi_enable(JVMPI_EVENT_INSTRUCTION_START);
    return JNI_OK;
}
