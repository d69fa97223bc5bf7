/*
 * System properties (see vm/properties.h).
 */
#include "vm/properties.h"

#include <pthread.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "vm/vm.h"

typedef struct Property {
    char *key, *value;
    unsigned flags;
} Property;

static Property *props;
static int prop_count, prop_cap;
static pthread_once_t props_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t props_lock = PTHREAD_MUTEX_INITIALIZER;

static int add(const char *key, const char *value, unsigned flags)
{
    if (prop_count == prop_cap) {
        int cap = prop_cap ? prop_cap * 2 : 64;
        Property *p = realloc(props, sizeof *p * (size_t)cap);
        if (!p)
            return -1;
        props = p;
        prop_cap = cap;
    }
    char *k = strdup(key), *v = strdup(value ? value : "");
    if (!k || !v) {
        free(k);
        free(v);
        return -1;
    }
    props[prop_count++] = (Property){ k, v, flags };
    return 0;
}

static int find(const char *key)
{
    for (int i = 0; i < prop_count; i++)
        if (!strcmp(props[i].key, key))
            return i;
    return -1;
}

static int put(const char *key, const char *value, unsigned flags)
{
    int i = find(key);
    if (i < 0)
        return add(key, value, flags);
    char *v = strdup(value ? value : "");
    if (!v)
        return -1;
    free(props[i].value);
    props[i].value = v;
    return 0;
}

enum { CL = VMPROP_CLASSLIB, TI = VMPROP_JVMTI, RW = VMPROP_WRITEABLE };

/* sun.boot.library.path: the VM's own library directory, then each
 * -Dsun.boot.library.path value appended, as HotSpot does (an option
 * never replaces the directory the VM's natives are in). */
static void boot_library_path(char *buf, size_t size)
{
    size_t n = (size_t)snprintf(buf, size, "%s/lib", vm_opts.home ? vm_opts.home : ".");
    static const char key[] = "sun.boot.library.path=";
    for (int k = 0; k < vm_opts.prop_count && n < size; k++)
        if (!strncmp(vm_opts.props[k], key, sizeof key - 1))
            n += (size_t)snprintf(buf + n, size - n, ":%s", vm_opts.props[k] + sizeof key - 1);
}

/* The properties HotSpot keeps in the VM come first, in HotSpot's order,
 * so that GetSystemProperties lists them as HotSpot does. */
static void add_vm_set(void)
{
    char bootlib[4096], libpath[4096];
    boot_library_path(bootlib, sizeof bootlib);
    const char *ld = getenv("LD_LIBRARY_PATH");
    snprintf(libpath, sizeof libpath, "%s%s/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib",
             ld ? ld : "", ld ? ":" : "");
    add("java.vm.specification.name", "Java Virtual Machine Specification", CL | TI);
    add("java.vm.version", AGENTVM_VERSION, CL | TI);
    add("java.vm.name", "agentvm", CL | TI);
    add("jdk.debug", "release", CL | TI);
    add("sun.boot.library.path", bootlib, CL | TI | RW);
    add("java.library.path", libpath, CL | TI | RW);
    add("java.home", vm_opts.home, CL | TI | RW);
    add("java.class.path", vm_opts.classpath ? vm_opts.classpath : ".", CL | TI | RW);
    add("jdk.boot.class.path.append", vm_opts.boot_append, TI);
    add("java.vm.info", "interpreted mode", CL | TI | RW);
    add("java.vm.specification.vendor", "Oracle Corporation", CL | TI);
    add("java.vm.specification.version", "17", CL | TI);
    add("java.vm.vendor", "agentvm", CL | TI);
}

/* What HotSpot leaves to the class library's own native code. */
static void add_library_set(void)
{
    struct utsname u;
    uname(&u);
    char cwd[4096] = ".";
    if (!getcwd(cwd, sizeof cwd))
        strcpy(cwd, ".");
    /* Like HotSpot: from the password database, not the environment. */
    struct passwd *pw = getpwuid(getuid());
    const char *home = pw && pw->pw_dir ? pw->pw_dir : getenv("HOME");
    const char *user = pw && pw->pw_name ? pw->pw_name : getenv("USER");
    const char *fixed[][2] = {
        { "java.version", "17" }, { "java.version.date", "2021-09-14" },
        { "java.vendor", "agentvm" }, { "java.vendor.url", "https://agentvm.invalid/" },
        { "java.vendor.url.bug", "https://agentvm.invalid/bugs" },
        { "java.specification.version", "17" }, { "java.specification.name", "Java Platform API Specification" },
        { "java.specification.vendor", "Oracle Corporation" },
        { "java.runtime.name", "agentvm Runtime Environment" },
        { "java.runtime.version", AGENTVM_VERSION }, { "java.class.version", "61.0" },
        { "java.io.tmpdir", "/tmp" }, { "os.name", "Linux" }, { "os.arch", "amd64" }, { "os.version", u.release },
        { "file.separator", "/" }, { "path.separator", ":" }, { "line.separator", "\n" },
        { "user.dir", cwd }, { "user.home", home ? home : "?" }, { "user.name", user ? user : "?" },
        { "file.encoding", "UTF-8" }, { "native.encoding", "UTF-8" }, { "sun.jnu.encoding", "UTF-8" },
        { "sun.arch.data.model", "64" }, { "sun.cpu.endian", "little" }, { "sun.io.unicode.encoding", "UnicodeLittle" },
        { "java.vm.compressedOopsMode", "none" },
    };
    for (size_t k = 0; k < AVM_ARRAY_LEN(fixed); k++)
        add(fixed[k][0], fixed[k][1], CL);
}

/* -D options, then what the launcher passes as -D in the JDK. */
static void add_options(void)
{
    for (int k = 0; k < vm_opts.prop_count; k++) {
        const char *kv = vm_opts.props[k], *eq = strchr(kv, '=');
        size_t n = eq ? (size_t)(eq - kv) : strlen(kv);
        char *key = strndup(kv, n);
        if (key && !strcmp(key, "sun.boot.library.path")) {
            free(key);
            continue; /* appended by add_vm_set */
        }
        if (key)
            put(key, eq ? eq + 1 : "", CL | TI | RW);
        free(key);
    }
    put("sun.java.command", vm_opts.java_command ? vm_opts.java_command : "", CL | TI | RW);
    put("sun.java.launcher", "SUN_STANDARD", CL | TI | RW);
}

static void init(void)
{
    pthread_mutex_lock(&props_lock);
    add_vm_set();
    add_library_set();
    add_options();
    pthread_mutex_unlock(&props_lock);
}

int vm_property_count(void)
{
    pthread_once(&props_once, init);
    return prop_count;
}

const char *vm_property_key(int i)
{
    pthread_once(&props_once, init);
    return i >= 0 && i < prop_count ? props[i].key : NULL;
}

const char *vm_property_value(int i)
{
    pthread_once(&props_once, init);
    return i >= 0 && i < prop_count ? props[i].value : NULL;
}

unsigned vm_property_flags(int i)
{
    pthread_once(&props_once, init);
    return i >= 0 && i < prop_count ? props[i].flags : 0;
}

int vm_property_find(const char *key)
{
    pthread_once(&props_once, init);
    pthread_mutex_lock(&props_lock);
    int i = find(key);
    pthread_mutex_unlock(&props_lock);
    return i;
}

int vm_set_property(const char *key, const char *value)
{
    pthread_once(&props_once, init);
    pthread_mutex_lock(&props_lock);
    int r = put(key, value, CL | TI | RW);
    if (r == 0 && !strcmp(key, "java.class.path"))
        vm_opts.classpath = props[find(key)].value;
    pthread_mutex_unlock(&props_lock);
    return r;
}
