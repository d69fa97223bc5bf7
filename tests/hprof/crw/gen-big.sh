#!/usr/bin/env bash
# Writes CrwBig.java: wide() is a while(true) loop of N early returns whose
# closing goto fits 16 bits before instrumentation and needs goto_w after;
# far() has a for loop whose backward conditional branch overflows once
# instrumented, so the rewriter must leave it as it was.
n=${1:-2400}
{
    echo "public class CrwBig {"
    echo "    static int wide(int a, int n) {"
    echo "        while (true) {"
    for ((i = 0; i < n; i++)); do echo "            if (a == $((i + 1000))) return $i;"; done
    echo "            if (--n < 0) return -a;"
    echo "            a++;"
    echo "        }"
    echo "    }"
    echo "    static int far(int a, int k) {"
    echo "        int s = 0;"
    echo "        for (int j = 0; j < k; j++) {"
    for ((i = 0; i < n; i++)); do echo "            if (a == $((i + 1000))) return $i + s;"; done
    echo "            s += j;"
    echo "        }"
    echo "        return s;"
    echo "    }"
    echo "}"
} >CrwBig.java
