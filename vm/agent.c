/*
 * Native agents: -agentlib, -agentpath and -Xrun libraries, loaded in
 * command-line order before the VM is created (JVMTI's OnLoad phase), and
 * unloaded at shut-down. Messages and exit statuses are HotSpot's.
 */
#define _GNU_SOURCE
#include "vm/agent.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "include/jni.h"
#include "vm/asgct.h"
#include "vm/jplis.h"
#include "vm/jni_impl.h"
#include "vm/options.h"
#include "vm/properties.h"
#include "vm/thread.h"
#include "vm/vm.h"

typedef jint (JNICALL *OnLoadFn)(JavaVM *vm, char *options, void *reserved);
typedef void (JNICALL *OnUnloadFn)(JavaVM *vm);

typedef struct LoadedAgent {
    void *handle;
    OnUnloadFn on_unload;
} LoadedAgent;

static LoadedAgent *loaded;
static int loaded_count;

static void fail(const char *fmt, const char *a, const char *b)
{
    fprintf(stdout, "Error occurred during initialization of VM\n");
    fprintf(stdout, fmt, a, b);
    fputc('\n', stdout);
    fflush(stdout);
}

/* -agentlib:NAME and -Xrun NAME: the directories of sun.boot.library.path
 * (the VM's own library directory first), then the platform's search path
 * (dlopen's). */
static void *open_by_name(const char *name, char *err, size_t errsize)
{
    char path[4096];
    int i = vm_property_find("sun.boot.library.path");
    char *dirs = strdup(i >= 0 ? vm_property_value(i) : ""), *save = NULL;
    void *h = NULL;
    for (char *d = dirs ? strtok_r(dirs, ":", &save) : NULL; d && !h; d = strtok_r(NULL, ":", &save)) {
        snprintf(path, sizeof path, "%s/lib%s.so", d, name);
        h = access(path, R_OK) == 0 ? dlopen(path, RTLD_NOW | RTLD_GLOBAL) : NULL;
    }
    free(dirs);
    if (h)
        return h;
    snprintf(path, sizeof path, "lib%s.so", name);
    h = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    if (!h)
        snprintf(err, errsize, "%s", dlerror());
    return h;
}

static int in_path_list(const char *list, const char *dir)
{
    size_t n = strlen(dir);
    for (const char *p = list; p && *p;) {
        size_t len = strcspn(p, ":");
        if (len == n && strncmp(p, dir, n) == 0)
            return 1;
        p += len + (p[len] == ':');
    }
    return 0;
}

/* A JDK's own agent (libjdwp.so) loads its sibling libraries
 * (libdt_socket.so) from the directories of sun.boot.library.path, where
 * HotSpot has its lib directory: the directory of an agent that is a
 * JDK's lib directory (it holds libjava.so) is appended to it. */
static void add_jdk_library_dir(void *sym)
{
    Dl_info info;
    if (!dladdr(sym, &info) || !info.dli_fname)
        return;
    char dir[4096], probe[4200];
    snprintf(dir, sizeof dir, "%s", info.dli_fname);
    char *slash = strrchr(dir, '/');
    if (!slash || slash == dir)
        return;
    *slash = 0;
    snprintf(probe, sizeof probe, "%s/libjava.so", dir);
    if (access(probe, R_OK) != 0)
        return;
    int i = vm_property_find("sun.boot.library.path");
    const char *cur = i >= 0 ? vm_property_value(i) : NULL;
    if (cur && in_path_list(cur, dir))
        return;
    size_t size = (cur ? strlen(cur) + 1 : 0) + strlen(dir) + 1;
    char *value = malloc(size);
    if (!value)
        return;
    snprintf(value, size, "%s%s%s", cur && *cur ? cur : "", cur && *cur ? ":" : "", dir);
    AVM_IGNORE(vm_set_property("sun.boot.library.path", value));
    free(value);
}

static int load_one(const AgentSpec *a)
{
    char err[1024] = "";
    void *h;
    /* -javaagent, or -agentlib:instrument: the Java agent support is built in. */
    if (a->kind == 0 && !strcmp(a->name, "instrument")) {
        if (jplis_on_load(jni_vm, a->options) != JNI_OK) {
            fail("agent library failed to init: %s%s", a->name, "");
            return -1;
        }
        return 0;
    }
    if (a->kind == 1) {
        h = dlopen(a->name, RTLD_NOW | RTLD_GLOBAL);
        if (!h) {
            snprintf(err, sizeof err, "%s", dlerror());
            fail("Could not find agent library %s in absolute path, with error: %s", a->name, err);
            return -1;
        }
    } else {
        h = open_by_name(a->name, err, sizeof err);
        if (!h) {
            if (a->kind == 2)
                fail("Could not find -Xrun library: lib%s.so%s", a->name, "");
            else
                fail("Could not find agent library %s on the library path, with error: %s", a->name, err);
            return -1;
        }
    }
    /* -Xrun libraries are JVMPI agents: JVM_OnLoad, else Agent_OnLoad. */
    OnLoadFn on_load = NULL;
    if (a->kind == 2)
        on_load = (OnLoadFn)dlsym(h, "JVM_OnLoad");
    if (!on_load)
        on_load = (OnLoadFn)dlsym(h, "Agent_OnLoad");
    if (!on_load) {
        fail("Could not find Agent_OnLoad function in the agent library: %s%s", a->name, "");
        return -1;
    }
    add_jdk_library_dir((void *)on_load);
    /* As HotSpot: NULL when the option has no "=" (":" for -Xrun), and a
     * string the VM keeps for its whole life, since agents commonly save
     * the pointer and parse it later (in VMInit, VMDeath, Agent_OnUnload). */
    jint rc = on_load(jni_vm, a->options, NULL);
    if (rc != JNI_OK) {
        if (a->kind == 2)
            fail("-Xrun library failed to init: %s%s", a->name, "");
        else
            fail("agent library failed to init: %s%s", a->name, "");
        return -1;
    }
    loaded = realloc(loaded, sizeof(LoadedAgent) * (size_t)(loaded_count + 1));
    loaded[loaded_count].handle = h;
    loaded[loaded_count].on_unload = (OnUnloadFn)dlsym(h, "Agent_OnUnload");
    loaded_count++;
    return 0;
}

/* The JDK's libjdwp.so needs libjava.so, which needs an object with the
 * soname libjvm.so: load the compatibility one (vm/jvmcompat) first, so
 * the dynamic linker finds that soname already present. Quietly nothing
 * when it is missing: only agents that depend on libjava.so need it. */
static void load_jvm_compat(void)
{
    static void *handle;
    if (handle || !vm_opts.home)
        return;
    char path[4096];
    snprintf(path, sizeof path, "%s/lib/compat/libjvm.so", vm_opts.home);
    if (access(path, R_OK) != 0)
        return;
    handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    /* Profilers look for AsyncGetCallTrace in "libjvm.so": the library
     * forwards it here. */
    void (*bind)(void (*)(void *, jint, void *)) =
        handle ? (void (*)(void (*)(void *, jint, void *)))dlsym(handle, "agentvm_compat_bind_asgct") : NULL;
    if (bind)
        bind(AsyncGetCallTrace);
}

int agent_load_all(void)
{
    if (opt_agent_count > 0)
        load_jvm_compat();
    for (int i = 0; i < opt_agent_count; i++)
        if (load_one(&opt_agents[i]) != 0)
            return -1;
    return 0;
}

void agent_unload_all(void)
{
    for (int i = loaded_count - 1; i >= 0; i--)
        if (loaded[i].on_unload) {
            OnUnloadFn fn = loaded[i].on_unload;
            loaded[i].on_unload = NULL;
            fn(jni_vm);
        }
}

int agent_count(void) { return loaded_count; }

static void record_loaded(void *h)
{
    LoadedAgent *grown = realloc(loaded, sizeof(LoadedAgent) * (size_t)(loaded_count + 1));
    if (!grown)
        return;
    loaded = grown;
    loaded[loaded_count].handle = h;
    loaded[loaded_count].on_unload = (OnUnloadFn)dlsym(h, "Agent_OnUnload");
    loaded_count++;
}

/*
 * Dynamic loading, as HotSpot 17: the agent's Agent_OnAttach runs on the
 * Attach Listener thread (a Java thread, so the agent may use JNI), in the
 * live phase. A library without Agent_OnAttach, or whose Agent_OnAttach
 * fails, is closed again and never sees Agent_OnUnload; the reply is
 * "return code: N" with status 0 either way once the function ran.
 */
int agent_attach(Thread *t, const char *lib, int is_path, const char *options, FILE *out)
{
    char err[1024] = "";
    load_jvm_compat();
    if (!is_path && !strcmp(lib, "instrument")) {
        /* A Java agent (VirtualMachine.loadAgent): built in (vm/jplis.c). */
        thr_enter_safe(t, THR_IN_NATIVE);
        jint rc = jplis_on_attach(jni_vm, options);
        thr_leave_safe(t);
        fprintf(out, "return code: %d\n", (int)rc);
        return 0;
    }
    void *h;
    if (is_path) {
        h = dlopen(lib, RTLD_NOW | RTLD_GLOBAL);
        if (!h)
            snprintf(err, sizeof err, "%s", dlerror());
    } else {
        h = open_by_name(lib, err, sizeof err);
    }
    if (!h) {
        fprintf(out, "%s was not loaded.\n", lib);
        if (err[0])
            fprintf(out, "%s\n", err);
        return -1;
    }
    OnLoadFn on_attach = (OnLoadFn)dlsym(h, "Agent_OnAttach");
    if (!on_attach) {
        fprintf(out, "Agent_OnAttach is not available in %s\n", lib);
        dlclose(h);
        return -1;
    }
    add_jdk_library_dir((void *)on_attach);
    /* Agents keep the options pointer, as in Agent_OnLoad. */
    char *opts = options ? strdup(options) : NULL;
    thr_enter_safe(t, THR_IN_NATIVE);
    jint rc = on_attach(jni_vm, opts, NULL);
    thr_leave_safe(t);
    if (rc == JNI_OK)
        record_loaded(h);
    else
        dlclose(h);
    fprintf(out, "return code: %d\n", (int)rc);
    return 0;
}
